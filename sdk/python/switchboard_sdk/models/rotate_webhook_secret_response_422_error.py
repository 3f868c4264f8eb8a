from typing import Literal

RotateWebhookSecretResponse422Error = Literal["idempotency_key_reused"]

ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_VALUES: set[RotateWebhookSecretResponse422Error] = {
    "idempotency_key_reused",
}


def check_rotate_webhook_secret_response_422_error(value: str) -> RotateWebhookSecretResponse422Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_422_ERROR_VALUES!r}")
