from typing import Literal

GetWebhookResponse403Error = Literal["permission_denied"]

GET_WEBHOOK_RESPONSE_403_ERROR_VALUES: set[GetWebhookResponse403Error] = {
    "permission_denied",
}


def check_get_webhook_response_403_error(value: str) -> GetWebhookResponse403Error:
    if value in GET_WEBHOOK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_403_ERROR_VALUES!r}")
