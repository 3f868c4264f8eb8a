from typing import Literal

ListWebhooksResponse429Error = Literal["rate_limited"]

LIST_WEBHOOKS_RESPONSE_429_ERROR_VALUES: set[ListWebhooksResponse429Error] = {
    "rate_limited",
}


def check_list_webhooks_response_429_error(value: str) -> ListWebhooksResponse429Error:
    if value in LIST_WEBHOOKS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_429_ERROR_VALUES!r}")
