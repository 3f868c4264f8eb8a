from typing import Literal

DisconnectCrmResponse429Error = Literal["rate_limited"]

DISCONNECT_CRM_RESPONSE_429_ERROR_VALUES: set[DisconnectCrmResponse429Error] = {
    "rate_limited",
}


def check_disconnect_crm_response_429_error(value: str) -> DisconnectCrmResponse429Error:
    if value in DISCONNECT_CRM_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_429_ERROR_VALUES!r}")
