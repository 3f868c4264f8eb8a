from typing import Literal

RotateWebhookSecretResponse429Error = Literal["rate_limited"]

ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_VALUES: set[RotateWebhookSecretResponse429Error] = {
    "rate_limited",
}


def check_rotate_webhook_secret_response_429_error(value: str) -> RotateWebhookSecretResponse429Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_429_ERROR_VALUES!r}")
