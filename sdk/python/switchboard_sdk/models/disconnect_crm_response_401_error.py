from typing import Literal

DisconnectCrmResponse401Error = Literal["authentication_required", "invalid_key"]

DISCONNECT_CRM_RESPONSE_401_ERROR_VALUES: set[DisconnectCrmResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_disconnect_crm_response_401_error(value: str) -> DisconnectCrmResponse401Error:
    if value in DISCONNECT_CRM_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_401_ERROR_VALUES!r}")
