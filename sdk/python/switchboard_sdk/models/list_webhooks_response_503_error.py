from typing import Literal

ListWebhooksResponse503Error = Literal["service_unavailable"]

LIST_WEBHOOKS_RESPONSE_503_ERROR_VALUES: set[ListWebhooksResponse503Error] = {
    "service_unavailable",
}


def check_list_webhooks_response_503_error(value: str) -> ListWebhooksResponse503Error:
    if value in LIST_WEBHOOKS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_503_ERROR_VALUES!r}")
