from typing import Literal

RotateWebhookSecretResponse500Error = Literal["server_error"]

ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_VALUES: set[RotateWebhookSecretResponse500Error] = {
    "server_error",
}


def check_rotate_webhook_secret_response_500_error(value: str) -> RotateWebhookSecretResponse500Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_500_ERROR_VALUES!r}")
