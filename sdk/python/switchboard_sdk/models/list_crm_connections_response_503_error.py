from typing import Literal

ListCrmConnectionsResponse503Error = Literal["service_unavailable"]

LIST_CRM_CONNECTIONS_RESPONSE_503_ERROR_VALUES: set[ListCrmConnectionsResponse503Error] = {
    "service_unavailable",
}


def check_list_crm_connections_response_503_error(value: str) -> ListCrmConnectionsResponse503Error:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_503_ERROR_VALUES!r}")
