from typing import Literal

UpdateWebhookResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_WEBHOOK_RESPONSE_400_ERROR_VALUES: set[UpdateWebhookResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_update_webhook_response_400_error(value: str) -> UpdateWebhookResponse400Error:
    if value in UPDATE_WEBHOOK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_400_ERROR_VALUES!r}")
