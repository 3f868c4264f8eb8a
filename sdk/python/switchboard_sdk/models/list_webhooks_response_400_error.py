from typing import Literal

ListWebhooksResponse400Error = Literal["validation_error"]

LIST_WEBHOOKS_RESPONSE_400_ERROR_VALUES: set[ListWebhooksResponse400Error] = {
    "validation_error",
}


def check_list_webhooks_response_400_error(value: str) -> ListWebhooksResponse400Error:
    if value in LIST_WEBHOOKS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_400_ERROR_VALUES!r}")
