from typing import Literal

ConnectCrmResponse403Error = Literal["permission_denied"]

CONNECT_CRM_RESPONSE_403_ERROR_VALUES: set[ConnectCrmResponse403Error] = {
    "permission_denied",
}


def check_connect_crm_response_403_error(value: str) -> ConnectCrmResponse403Error:
    if value in CONNECT_CRM_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_403_ERROR_VALUES!r}")
