from typing import Literal

RotateWebhookSecretResponse400Error = Literal["validation_error"]

ROTATE_WEBHOOK_SECRET_RESPONSE_400_ERROR_VALUES: set[RotateWebhookSecretResponse400Error] = {
    "validation_error",
}


def check_rotate_webhook_secret_response_400_error(value: str) -> RotateWebhookSecretResponse400Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_400_ERROR_VALUES!r}")
