from typing import Literal

ChangeCrmConnectionResponse401Error = Literal["authentication_required", "invalid_key"]

CHANGE_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES: set[ChangeCrmConnectionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_change_crm_connection_response_401_error(value: str) -> ChangeCrmConnectionResponse401Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES!r}")
