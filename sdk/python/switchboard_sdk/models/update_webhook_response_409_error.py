from typing import Literal

UpdateWebhookResponse409Error = Literal["idempotency_key_in_use"]

UPDATE_WEBHOOK_RESPONSE_409_ERROR_VALUES: set[UpdateWebhookResponse409Error] = {
    "idempotency_key_in_use",
}


def check_update_webhook_response_409_error(value: str) -> UpdateWebhookResponse409Error:
    if value in UPDATE_WEBHOOK_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_409_ERROR_VALUES!r}")
