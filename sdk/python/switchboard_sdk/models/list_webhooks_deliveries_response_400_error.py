from typing import Literal

ListWebhooksDeliveriesResponse400Error = Literal["validation_error"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_400_ERROR_VALUES: set[ListWebhooksDeliveriesResponse400Error] = {
    "validation_error",
}


def check_list_webhooks_deliveries_response_400_error(value: str) -> ListWebhooksDeliveriesResponse400Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_400_ERROR_VALUES!r}"
    )
