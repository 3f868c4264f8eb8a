from typing import Literal

GetCrmConnectionResponse429Error = Literal["rate_limited"]

GET_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES: set[GetCrmConnectionResponse429Error] = {
    "rate_limited",
}


def check_get_crm_connection_response_429_error(value: str) -> GetCrmConnectionResponse429Error:
    if value in GET_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_429_ERROR_VALUES!r}")
