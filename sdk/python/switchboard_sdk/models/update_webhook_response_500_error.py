from typing import Literal

UpdateWebhookResponse500Error = Literal["server_error"]

UPDATE_WEBHOOK_RESPONSE_500_ERROR_VALUES: set[UpdateWebhookResponse500Error] = {
    "server_error",
}


def check_update_webhook_response_500_error(value: str) -> UpdateWebhookResponse500Error:
    if value in UPDATE_WEBHOOK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_500_ERROR_VALUES!r}")
