from typing import Literal

UpdateWebhookResponse503Error = Literal["service_unavailable"]

UPDATE_WEBHOOK_RESPONSE_503_ERROR_VALUES: set[UpdateWebhookResponse503Error] = {
    "service_unavailable",
}


def check_update_webhook_response_503_error(value: str) -> UpdateWebhookResponse503Error:
    if value in UPDATE_WEBHOOK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_503_ERROR_VALUES!r}")
