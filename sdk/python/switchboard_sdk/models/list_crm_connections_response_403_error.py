from typing import Literal

ListCrmConnectionsResponse403Error = Literal["permission_denied"]

LIST_CRM_CONNECTIONS_RESPONSE_403_ERROR_VALUES: set[ListCrmConnectionsResponse403Error] = {
    "permission_denied",
}


def check_list_crm_connections_response_403_error(value: str) -> ListCrmConnectionsResponse403Error:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_403_ERROR_VALUES!r}")
