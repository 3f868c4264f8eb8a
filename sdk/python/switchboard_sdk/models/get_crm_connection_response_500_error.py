from typing import Literal

GetCrmConnectionResponse500Error = Literal["server_error"]

GET_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES: set[GetCrmConnectionResponse500Error] = {
    "server_error",
}


def check_get_crm_connection_response_500_error(value: str) -> GetCrmConnectionResponse500Error:
    if value in GET_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_500_ERROR_VALUES!r}")
