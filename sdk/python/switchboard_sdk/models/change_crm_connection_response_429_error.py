from typing import Literal

ChangeCrmConnectionResponse429Error = Literal["rate_limited"]

CHANGE_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES: set[ChangeCrmConnectionResponse429Error] = {
    "rate_limited",
}


def check_change_crm_connection_response_429_error(value: str) -> ChangeCrmConnectionResponse429Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES!r}")
