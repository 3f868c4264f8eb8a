from typing import Literal

GetCrmConnectionResponse400Error = Literal["validation_error"]

GET_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES: set[GetCrmConnectionResponse400Error] = {
    "validation_error",
}


def check_get_crm_connection_response_400_error(value: str) -> GetCrmConnectionResponse400Error:
    if value in GET_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_400_ERROR_VALUES!r}")
