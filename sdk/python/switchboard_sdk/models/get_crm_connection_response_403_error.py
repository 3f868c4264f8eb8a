from typing import Literal

GetCrmConnectionResponse403Error = Literal["permission_denied"]

GET_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES: set[GetCrmConnectionResponse403Error] = {
    "permission_denied",
}


def check_get_crm_connection_response_403_error(value: str) -> GetCrmConnectionResponse403Error:
    if value in GET_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_403_ERROR_VALUES!r}")
