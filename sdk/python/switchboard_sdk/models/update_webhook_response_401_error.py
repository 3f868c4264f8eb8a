from typing import Literal

UpdateWebhookResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_WEBHOOK_RESPONSE_401_ERROR_VALUES: set[UpdateWebhookResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_webhook_response_401_error(value: str) -> UpdateWebhookResponse401Error:
    if value in UPDATE_WEBHOOK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_WEBHOOK_RESPONSE_401_ERROR_VALUES!r}")
