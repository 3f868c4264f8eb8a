from typing import Literal

CreateWebhookResponse429Error = Literal["rate_limited"]

CREATE_WEBHOOK_RESPONSE_429_ERROR_VALUES: set[CreateWebhookResponse429Error] = {
    "rate_limited",
}


def check_create_webhook_response_429_error(value: str) -> CreateWebhookResponse429Error:
    if value in CREATE_WEBHOOK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_429_ERROR_VALUES!r}")
