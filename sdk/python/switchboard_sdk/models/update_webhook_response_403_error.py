from typing import Literal

UpdateWebhookResponse403Error = Literal["permission_denied"]

UPDATE_WEBHOOK_RESPONSE_403_ERROR_VALUES: set[UpdateWebhookResponse403Error] = {
    "permission_denied",
}


def check_update_webhook_response_403_error(value: str) -> UpdateWebhookResponse403Error:
    if value in UPDATE_WEBHOOK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_403_ERROR_VALUES!r}")
