from typing import Literal

GetWebhookResponse400Error = Literal["validation_error"]

GET_WEBHOOK_RESPONSE_400_ERROR_VALUES: set[GetWebhookResponse400Error] = {
    "validation_error",
}


def check_get_webhook_response_400_error(value: str) -> GetWebhookResponse400Error:
    if value in GET_WEBHOOK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_400_ERROR_VALUES!r}")
