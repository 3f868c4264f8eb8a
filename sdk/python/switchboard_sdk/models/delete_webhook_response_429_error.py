from typing import Literal

DeleteWebhookResponse429Error = Literal["rate_limited"]

DELETE_WEBHOOK_RESPONSE_429_ERROR_VALUES: set[DeleteWebhookResponse429Error] = {
    "rate_limited",
}


def check_delete_webhook_response_429_error(value: str) -> DeleteWebhookResponse429Error:
    if value in DELETE_WEBHOOK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_429_ERROR_VALUES!r}")
