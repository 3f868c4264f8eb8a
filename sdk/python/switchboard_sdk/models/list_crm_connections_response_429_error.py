from typing import Literal

ListCrmConnectionsResponse429Error = Literal["rate_limited"]

LIST_CRM_CONNECTIONS_RESPONSE_429_ERROR_VALUES: set[ListCrmConnectionsResponse429Error] = {
    "rate_limited",
}


def check_list_crm_connections_response_429_error(value: str) -> ListCrmConnectionsResponse429Error:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_429_ERROR_VALUES!r}")
