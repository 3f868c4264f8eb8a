from typing import Literal

GetWebhookResponse404Error = Literal["not_found"]

GET_WEBHOOK_RESPONSE_404_ERROR_VALUES: set[GetWebhookResponse404Error] = {
    "not_found",
}


def check_get_webhook_response_404_error(value: str) -> GetWebhookResponse404Error:
    if value in GET_WEBHOOK_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_404_ERROR_VALUES!r}")
