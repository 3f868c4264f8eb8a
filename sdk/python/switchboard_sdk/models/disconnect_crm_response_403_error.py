from typing import Literal

DisconnectCrmResponse403Error = Literal["permission_denied"]

DISCONNECT_CRM_RESPONSE_403_ERROR_VALUES: set[DisconnectCrmResponse403Error] = {
    "permission_denied",
}


def check_disconnect_crm_response_403_error(value: str) -> DisconnectCrmResponse403Error:
    if value in DISCONNECT_CRM_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_403_ERROR_VALUES!r}")
