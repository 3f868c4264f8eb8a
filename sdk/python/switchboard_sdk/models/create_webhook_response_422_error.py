from typing import Literal

CreateWebhookResponse422Error = Literal["idempotency_key_reused"]

CREATE_WEBHOOK_RESPONSE_422_ERROR_VALUES: set[CreateWebhookResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_webhook_response_422_error(value: str) -> CreateWebhookResponse422Error:
    if value in CREATE_WEBHOOK_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_422_ERROR_VALUES!r}")
