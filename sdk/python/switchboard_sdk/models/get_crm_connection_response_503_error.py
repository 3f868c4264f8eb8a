from typing import Literal

GetCrmConnectionResponse503Error = Literal["service_unavailable"]

GET_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES: set[GetCrmConnectionResponse503Error] = {
    "service_unavailable",
}


def check_get_crm_connection_response_503_error(value: str) -> GetCrmConnectionResponse503Error:
    if value in GET_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_503_ERROR_VALUES!r}")
