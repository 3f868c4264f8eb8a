from typing import Literal

ListWebhooksDeliveriesResponse404Error = Literal["not_found"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_404_ERROR_VALUES: set[ListWebhooksDeliveriesResponse404Error] = {
    "not_found",
}


def check_list_webhooks_deliveries_response_404_error(value: str) -> ListWebhooksDeliveriesResponse404Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_404_ERROR_VALUES!r}"
    )
