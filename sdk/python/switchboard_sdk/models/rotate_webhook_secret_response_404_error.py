from typing import Literal

RotateWebhookSecretResponse404Error = Literal["not_found"]

ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_VALUES: set[RotateWebhookSecretResponse404Error] = {
    "not_found",
}


def check_rotate_webhook_secret_response_404_error(value: str) -> RotateWebhookSecretResponse404Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_404_ERROR_VALUES!r}")
