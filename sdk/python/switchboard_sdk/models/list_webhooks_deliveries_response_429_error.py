from typing import Literal

ListWebhooksDeliveriesResponse429Error = Literal["rate_limited"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_429_ERROR_VALUES: set[ListWebhooksDeliveriesResponse429Error] = {
    "rate_limited",
}


def check_list_webhooks_deliveries_response_429_error(value: str) -> ListWebhooksDeliveriesResponse429Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_429_ERROR_VALUES!r}"
    )
