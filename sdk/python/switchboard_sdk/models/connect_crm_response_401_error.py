from typing import Literal

ConnectCrmResponse401Error = Literal["authentication_required", "invalid_key"]

CONNECT_CRM_RESPONSE_401_ERROR_VALUES: set[ConnectCrmResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_connect_crm_response_401_error(value: str) -> ConnectCrmResponse401Error:
    if value in CONNECT_CRM_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_401_ERROR_VALUES!r}")
