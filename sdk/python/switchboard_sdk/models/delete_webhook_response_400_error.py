from typing import Literal

DeleteWebhookResponse400Error = Literal["validation_error"]

DELETE_WEBHOOK_RESPONSE_400_ERROR_VALUES: set[DeleteWebhookResponse400Error] = {
    "validation_error",
}


def check_delete_webhook_response_400_error(value: str) -> DeleteWebhookResponse400Error:
    if value in DELETE_WEBHOOK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_400_ERROR_VALUES!r}")
