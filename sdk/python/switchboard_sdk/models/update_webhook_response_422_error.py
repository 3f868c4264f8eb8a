from typing import Literal

UpdateWebhookResponse422Error = Literal["idempotency_key_reused"]

UPDATE_WEBHOOK_RESPONSE_422_ERROR_VALUES: set[UpdateWebhookResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_webhook_response_422_error(value: str) -> UpdateWebhookResponse422Error:
    if value in UPDATE_WEBHOOK_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_422_ERROR_VALUES!r}")
