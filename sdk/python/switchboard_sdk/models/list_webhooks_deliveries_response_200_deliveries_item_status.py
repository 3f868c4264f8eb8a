from typing import Literal

ListWebhooksDeliveriesResponse200DeliveriesItemStatus = Literal["failed", "pending", "succeeded"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_200_DELIVERIES_ITEM_STATUS_VALUES: set[
    ListWebhooksDeliveriesResponse200DeliveriesItemStatus
] = {
    "failed",
    "pending",
    "succeeded",
}


def check_list_webhooks_deliveries_response_200_deliveries_item_status(
    value: str,
) -> ListWebhooksDeliveriesResponse200DeliveriesItemStatus:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_200_DELIVERIES_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_200_DELIVERIES_ITEM_STATUS_VALUES!r}"
    )
