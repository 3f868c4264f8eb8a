from typing import Literal

ListWebhooksDeliveriesResponse503Error = Literal["service_unavailable"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_503_ERROR_VALUES: set[ListWebhooksDeliveriesResponse503Error] = {
    "service_unavailable",
}


def check_list_webhooks_deliveries_response_503_error(value: str) -> ListWebhooksDeliveriesResponse503Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_503_ERROR_VALUES!r}"
    )
