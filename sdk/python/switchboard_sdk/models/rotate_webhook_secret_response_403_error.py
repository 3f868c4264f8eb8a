from typing import Literal

RotateWebhookSecretResponse403Error = Literal["permission_denied"]

ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_VALUES: set[RotateWebhookSecretResponse403Error] = {
    "permission_denied",
}


def check_rotate_webhook_secret_response_403_error(value: str) -> RotateWebhookSecretResponse403Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_403_ERROR_VALUES!r}")
