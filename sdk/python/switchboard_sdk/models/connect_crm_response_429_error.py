from typing import Literal

ConnectCrmResponse429Error = Literal["rate_limited"]

CONNECT_CRM_RESPONSE_429_ERROR_VALUES: set[ConnectCrmResponse429Error] = {
    "rate_limited",
}


def check_connect_crm_response_429_error(value: str) -> ConnectCrmResponse429Error:
    if value in CONNECT_CRM_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_429_ERROR_VALUES!r}")
