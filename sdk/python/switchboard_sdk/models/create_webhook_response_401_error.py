from typing import Literal

CreateWebhookResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_WEBHOOK_RESPONSE_401_ERROR_VALUES: set[CreateWebhookResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_webhook_response_401_error(value: str) -> CreateWebhookResponse401Error:
    if value in CREATE_WEBHOOK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_401_ERROR_VALUES!r}")
