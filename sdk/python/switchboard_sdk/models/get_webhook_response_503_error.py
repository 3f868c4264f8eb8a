from typing import Literal

GetWebhookResponse503Error = Literal["service_unavailable"]

GET_WEBHOOK_RESPONSE_503_ERROR_VALUES: set[GetWebhookResponse503Error] = {
    "service_unavailable",
}


def check_get_webhook_response_503_error(value: str) -> GetWebhookResponse503Error:
    if value in GET_WEBHOOK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_WEBHOOK_RESPONSE_503_ERROR_VALUES!r}")
