from typing import Literal

ListCrmConnectionsResponse200ConnectionsItemStatus = Literal["active", "error", "needs_reauth", "pending_authorization"]

LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES: set[
    ListCrmConnectionsResponse200ConnectionsItemStatus
] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_list_crm_connections_response_200_connections_item_status(
    value: str,
) -> ListCrmConnectionsResponse200ConnectionsItemStatus:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_STATUS_VALUES!r}"
    )
