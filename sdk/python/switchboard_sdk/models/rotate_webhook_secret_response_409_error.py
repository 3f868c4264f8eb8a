from typing import Literal

RotateWebhookSecretResponse409Error = Literal["idempotency_key_in_use", "secret_limit_reached"]

ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_VALUES: set[RotateWebhookSecretResponse409Error] = {
    "idempotency_key_in_use",
    "secret_limit_reached",
}


def check_rotate_webhook_secret_response_409_error(value: str) -> RotateWebhookSecretResponse409Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_409_ERROR_VALUES!r}")
