from typing import Literal

DeleteWebhookResponse409Error = Literal["idempotency_key_in_use"]

DELETE_WEBHOOK_RESPONSE_409_ERROR_VALUES: set[DeleteWebhookResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_webhook_response_409_error(value: str) -> DeleteWebhookResponse409Error:
    if value in DELETE_WEBHOOK_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_409_ERROR_VALUES!r}")
