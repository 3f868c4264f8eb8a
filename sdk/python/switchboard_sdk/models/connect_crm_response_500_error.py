from typing import Literal

ConnectCrmResponse500Error = Literal["server_error"]

CONNECT_CRM_RESPONSE_500_ERROR_VALUES: set[ConnectCrmResponse500Error] = {
    "server_error",
}


def check_connect_crm_response_500_error(value: str) -> ConnectCrmResponse500Error:
    if value in CONNECT_CRM_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_500_ERROR_VALUES!r}")
