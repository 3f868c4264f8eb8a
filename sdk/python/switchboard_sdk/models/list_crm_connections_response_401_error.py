from typing import Literal

ListCrmConnectionsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CRM_CONNECTIONS_RESPONSE_401_ERROR_VALUES: set[ListCrmConnectionsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_crm_connections_response_401_error(value: str) -> ListCrmConnectionsResponse401Error:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_401_ERROR_VALUES!r}")
