from typing import Literal

CreateWebhookResponse413Error = Literal["payload_too_large"]

CREATE_WEBHOOK_RESPONSE_413_ERROR_VALUES: set[CreateWebhookResponse413Error] = {
    "payload_too_large",
}


def check_create_webhook_response_413_error(value: str) -> CreateWebhookResponse413Error:
    if value in CREATE_WEBHOOK_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_413_ERROR_VALUES!r}")
