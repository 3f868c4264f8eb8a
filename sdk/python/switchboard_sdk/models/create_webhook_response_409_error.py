from typing import Literal

CreateWebhookResponse409Error = Literal["idempotency_key_in_use", "webhook_limit_reached"]

CREATE_WEBHOOK_RESPONSE_409_ERROR_VALUES: set[CreateWebhookResponse409Error] = {
    "idempotency_key_in_use",
    "webhook_limit_reached",
}


def check_create_webhook_response_409_error(value: str) -> CreateWebhookResponse409Error:
    if value in CREATE_WEBHOOK_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_409_ERROR_VALUES!r}")
