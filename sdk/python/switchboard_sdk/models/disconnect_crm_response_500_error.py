from typing import Literal

DisconnectCrmResponse500Error = Literal["server_error"]

DISCONNECT_CRM_RESPONSE_500_ERROR_VALUES: set[DisconnectCrmResponse500Error] = {
    "server_error",
}


def check_disconnect_crm_response_500_error(value: str) -> DisconnectCrmResponse500Error:
    if value in DISCONNECT_CRM_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_500_ERROR_VALUES!r}")
