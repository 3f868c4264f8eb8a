from typing import Literal

DeleteWebhookResponse404Error = Literal["not_found"]

DELETE_WEBHOOK_RESPONSE_404_ERROR_VALUES: set[DeleteWebhookResponse404Error] = {
    "not_found",
}


def check_delete_webhook_response_404_error(value: str) -> DeleteWebhookResponse404Error:
    if value in DELETE_WEBHOOK_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_404_ERROR_VALUES!r}")
