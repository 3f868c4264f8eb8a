from typing import Literal

ListWebhooksResponse500Error = Literal["server_error"]

LIST_WEBHOOKS_RESPONSE_500_ERROR_VALUES: set[ListWebhooksResponse500Error] = {
    "server_error",
}


def check_list_webhooks_response_500_error(value: str) -> ListWebhooksResponse500Error:
    if value in LIST_WEBHOOKS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_500_ERROR_VALUES!r}")
