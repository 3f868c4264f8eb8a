from typing import Literal

DeleteWebhookResponse500Error = Literal["server_error"]

DELETE_WEBHOOK_RESPONSE_500_ERROR_VALUES: set[DeleteWebhookResponse500Error] = {
    "server_error",
}


def check_delete_webhook_response_500_error(value: str) -> DeleteWebhookResponse500Error:
    if value in DELETE_WEBHOOK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_500_ERROR_VALUES!r}")
