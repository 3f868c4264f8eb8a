from typing import Literal

ListCrmConnectionsResponse200ConnectionsItemDirection = Literal["both", "from_crm", "to_crm"]

LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_DIRECTION_VALUES: set[
    ListCrmConnectionsResponse200ConnectionsItemDirection
] = {
    "both",
    "from_crm",
    "to_crm",
}


def check_list_crm_connections_response_200_connections_item_direction(
    value: str,
) -> ListCrmConnectionsResponse200ConnectionsItemDirection:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_DIRECTION_VALUES!r}"
    )
