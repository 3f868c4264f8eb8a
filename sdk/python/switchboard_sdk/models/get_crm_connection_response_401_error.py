from typing import Literal

GetCrmConnectionResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES: set[GetCrmConnectionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_crm_connection_response_401_error(value: str) -> GetCrmConnectionResponse401Error:
    if value in GET_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_401_ERROR_VALUES!r}")
