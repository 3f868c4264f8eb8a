from typing import Literal

UpdateWebhookResponse404Error = Literal["not_found"]

UPDATE_WEBHOOK_RESPONSE_404_ERROR_VALUES: set[UpdateWebhookResponse404Error] = {
    "not_found",
}


def check_update_webhook_response_404_error(value: str) -> UpdateWebhookResponse404Error:
    if value in UPDATE_WEBHOOK_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_404_ERROR_VALUES!r}")
