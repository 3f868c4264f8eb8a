from typing import Literal

DeleteWebhookResponse403Error = Literal["permission_denied"]

DELETE_WEBHOOK_RESPONSE_403_ERROR_VALUES: set[DeleteWebhookResponse403Error] = {
    "permission_denied",
}


def check_delete_webhook_response_403_error(value: str) -> DeleteWebhookResponse403Error:
    if value in DELETE_WEBHOOK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_WEBHOOK_RESPONSE_403_ERROR_VALUES!r}")
