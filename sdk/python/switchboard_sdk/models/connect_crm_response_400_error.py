from typing import Literal

ConnectCrmResponse400Error = Literal[
    "crm_provider_not_configured", "invalid_json", "missing_parameter", "validation_error"
]

CONNECT_CRM_RESPONSE_400_ERROR_VALUES: set[ConnectCrmResponse400Error] = {
    "crm_provider_not_configured",
    "invalid_json",
    "missing_parameter",
    "validation_error",
}


def check_connect_crm_response_400_error(value: str) -> ConnectCrmResponse400Error:
    if value in CONNECT_CRM_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_400_ERROR_VALUES!r}")
