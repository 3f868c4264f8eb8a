from typing import Literal

ChangeCrmConnectionResponse500Error = Literal["server_error"]

CHANGE_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES: set[ChangeCrmConnectionResponse500Error] = {
    "server_error",
}


def check_change_crm_connection_response_500_error(value: str) -> ChangeCrmConnectionResponse500Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES!r}")
