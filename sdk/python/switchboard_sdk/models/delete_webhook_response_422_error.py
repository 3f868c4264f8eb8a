from typing import Literal

DeleteWebhookResponse422Error = Literal["idempotency_key_reused"]

DELETE_WEBHOOK_RESPONSE_422_ERROR_VALUES: set[DeleteWebhookResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_webhook_response_422_error(value: str) -> DeleteWebhookResponse422Error:
    if value in DELETE_WEBHOOK_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_422_ERROR_VALUES!r}")
