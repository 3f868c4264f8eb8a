from typing import Literal

ListWebhooksDeliveriesResponse500Error = Literal["server_error"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_500_ERROR_VALUES: set[ListWebhooksDeliveriesResponse500Error] = {
    "server_error",
}


def check_list_webhooks_deliveries_response_500_error(value: str) -> ListWebhooksDeliveriesResponse500Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_500_ERROR_VALUES!r}"
    )
