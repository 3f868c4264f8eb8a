from typing import Literal

ListWebhooksDeliveriesStatus = Literal["failed", "pending", "succeeded"]

LIST_WEBHOOKS_DELIVERIES_STATUS_VALUES: set[ListWebhooksDeliveriesStatus] = {
    "failed",
    "pending",
    "succeeded",
}


def check_list_webhooks_deliveries_status(value: str) -> ListWebhooksDeliveriesStatus:
    if value in LIST_WEBHOOKS_DELIVERIES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_STATUS_VALUES!r}")
