from typing import Literal

DisconnectCrmResponse503Error = Literal["service_unavailable"]

DISCONNECT_CRM_RESPONSE_503_ERROR_VALUES: set[DisconnectCrmResponse503Error] = {
    "service_unavailable",
}


def check_disconnect_crm_response_503_error(value: str) -> DisconnectCrmResponse503Error:
    if value in DISCONNECT_CRM_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_503_ERROR_VALUES!r}")
