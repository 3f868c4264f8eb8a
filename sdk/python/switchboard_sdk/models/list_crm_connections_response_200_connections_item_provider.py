from typing import Literal

ListCrmConnectionsResponse200ConnectionsItemProvider = Literal["gohighlevel", "hubspot"]

LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES: set[
    ListCrmConnectionsResponse200ConnectionsItemProvider
] = {
    "gohighlevel",
    "hubspot",
}


def check_list_crm_connections_response_200_connections_item_provider(
    value: str,
) -> ListCrmConnectionsResponse200ConnectionsItemProvider:
    if value in LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CRM_CONNECTIONS_RESPONSE_200_CONNECTIONS_ITEM_PROVIDER_VALUES!r}"
    )
