from typing import Literal

ListWebhooksDeliveriesResponse403Error = Literal["permission_denied"]

LIST_WEBHOOKS_DELIVERIES_RESPONSE_403_ERROR_VALUES: set[ListWebhooksDeliveriesResponse403Error] = {
    "permission_denied",
}


def check_list_webhooks_deliveries_response_403_error(value: str) -> ListWebhooksDeliveriesResponse403Error:
    if value in LIST_WEBHOOKS_DELIVERIES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_DELIVERIES_RESPONSE_403_ERROR_VALUES!r}"
    )
