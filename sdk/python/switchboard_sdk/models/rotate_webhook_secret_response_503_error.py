from typing import Literal

RotateWebhookSecretResponse503Error = Literal["service_unavailable"]

ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_VALUES: set[RotateWebhookSecretResponse503Error] = {
    "service_unavailable",
}


def check_rotate_webhook_secret_response_503_error(value: str) -> RotateWebhookSecretResponse503Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_503_ERROR_VALUES!r}")
