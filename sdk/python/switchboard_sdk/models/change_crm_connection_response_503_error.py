from typing import Literal

ChangeCrmConnectionResponse503Error = Literal["service_unavailable"]

CHANGE_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES: set[ChangeCrmConnectionResponse503Error] = {
    "service_unavailable",
}


def check_change_crm_connection_response_503_error(value: str) -> ChangeCrmConnectionResponse503Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES!r}")
