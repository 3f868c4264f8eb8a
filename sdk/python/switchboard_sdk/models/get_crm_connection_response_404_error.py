from typing import Literal

GetCrmConnectionResponse404Error = Literal["not_found"]

GET_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES: set[GetCrmConnectionResponse404Error] = {
    "not_found",
}


def check_get_crm_connection_response_404_error(value: str) -> GetCrmConnectionResponse404Error:
    if value in GET_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES!r}")
