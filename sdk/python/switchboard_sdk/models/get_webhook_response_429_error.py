from typing import Literal

GetWebhookResponse429Error = Literal["rate_limited"]

GET_WEBHOOK_RESPONSE_429_ERROR_VALUES: set[GetWebhookResponse429Error] = {
    "rate_limited",
}


def check_get_webhook_response_429_error(value: str) -> GetWebhookResponse429Error:
    if value in GET_WEBHOOK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_429_ERROR_VALUES!r}")
