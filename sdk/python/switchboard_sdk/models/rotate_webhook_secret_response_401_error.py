from typing import Literal

RotateWebhookSecretResponse401Error = Literal["authentication_required", "invalid_key"]

ROTATE_WEBHOOK_SECRET_RESPONSE_401_ERROR_VALUES: set[RotateWebhookSecretResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_rotate_webhook_secret_response_401_error(value: str) -> RotateWebhookSecretResponse401Error:
    if value in ROTATE_WEBHOOK_SECRET_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROTATE_WEBHOOK_SECRET_RESPONSE_401_ERROR_VALUES!r}")
