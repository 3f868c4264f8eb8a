from typing import Literal

DeleteWebhookResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_WEBHOOK_RESPONSE_401_ERROR_VALUES: set[DeleteWebhookResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_webhook_response_401_error(value: str) -> DeleteWebhookResponse401Error:
    if value in DELETE_WEBHOOK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_401_ERROR_VALUES!r}")
