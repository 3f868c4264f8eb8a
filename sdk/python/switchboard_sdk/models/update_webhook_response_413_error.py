from typing import Literal

UpdateWebhookResponse413Error = Literal["payload_too_large"]

UPDATE_WEBHOOK_RESPONSE_413_ERROR_VALUES: set[UpdateWebhookResponse413Error] = {
    "payload_too_large",
}


def check_update_webhook_response_413_error(value: str) -> UpdateWebhookResponse413Error:
    if value in UPDATE_WEBHOOK_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_413_ERROR_VALUES!r}")
