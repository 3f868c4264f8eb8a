from typing import Literal

DeleteWebhookResponse503Error = Literal["service_unavailable"]

DELETE_WEBHOOK_RESPONSE_503_ERROR_VALUES: set[DeleteWebhookResponse503Error] = {
    "service_unavailable",
}


def check_delete_webhook_response_503_error(value: str) -> DeleteWebhookResponse503Error:
    if value in DELETE_WEBHOOK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_503_ERROR_VALUES!r}")
