from typing import Literal

GetWebhookResponse500Error = Literal["server_error"]

GET_WEBHOOK_RESPONSE_500_ERROR_VALUES: set[GetWebhookResponse500Error] = {
    "server_error",
}


def check_get_webhook_response_500_error(value: str) -> GetWebhookResponse500Error:
    if value in GET_WEBHOOK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_500_ERROR_VALUES!r}")
