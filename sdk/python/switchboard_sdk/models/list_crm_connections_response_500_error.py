from typing import Literal

ListCrmConnectionsResponse500Error = Literal["server_error"]

LIST_CRM_CONNECTIONS_RESPONSE_500_ERROR_VALUES: set[ListCrmConnectionsResponse500Error] = {
    "server_error",
}


def check_list_crm_connections_response_500_error(value: str) -> ListCrmConnectionsResponse500Error:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_500_ERROR_VALUES!r}")
