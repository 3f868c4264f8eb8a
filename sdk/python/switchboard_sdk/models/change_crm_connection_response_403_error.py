from typing import Literal

ChangeCrmConnectionResponse403Error = Literal["permission_denied"]

CHANGE_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES: set[ChangeCrmConnectionResponse403Error] = {
    "permission_denied",
}


def check_change_crm_connection_response_403_error(value: str) -> ChangeCrmConnectionResponse403Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES!r}")
