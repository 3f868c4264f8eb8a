from typing import Literal

UpdateWebhookResponse429Error = Literal["rate_limited"]

UPDATE_WEBHOOK_RESPONSE_429_ERROR_VALUES: set[UpdateWebhookResponse429Error] = {
    "rate_limited",
}


def check_update_webhook_response_429_error(value: str) -> UpdateWebhookResponse429Error:
    if value in UPDATE_WEBHOOK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_429_ERROR_VALUES!r}")
