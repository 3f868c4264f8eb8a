from typing import Literal

GetWebhookResponse401Error = Literal["authentication_required", "invalid_key"]

GET_WEBHOOK_RESPONSE_401_ERROR_VALUES: set[GetWebhookResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_webhook_response_401_error(value: str) -> GetWebhookResponse401Error:
    if value in GET_WEBHOOK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_401_ERROR_VALUES!r}")
