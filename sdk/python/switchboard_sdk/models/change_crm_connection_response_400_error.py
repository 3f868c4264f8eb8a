from typing import Literal

ChangeCrmConnectionResponse400Error = Literal["invalid_json", "validation_error"]

CHANGE_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES: set[ChangeCrmConnectionResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_change_crm_connection_response_400_error(value: str) -> ChangeCrmConnectionResponse400Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES!r}")
