from typing import Literal

ListWebhooksResponse403Error = Literal["permission_denied"]

LIST_WEBHOOKS_RESPONSE_403_ERROR_VALUES: set[ListWebhooksResponse403Error] = {
    "permission_denied",
}


def check_list_webhooks_response_403_error(value: str) -> ListWebhooksResponse403Error:
    if value in LIST_WEBHOOKS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_403_ERROR_VALUES!r}")
