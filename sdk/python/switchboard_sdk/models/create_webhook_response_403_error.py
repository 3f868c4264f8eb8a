from typing import Literal

CreateWebhookResponse403Error = Literal["permission_denied"]

CREATE_WEBHOOK_RESPONSE_403_ERROR_VALUES: set[CreateWebhookResponse403Error] = {
    "permission_denied",
}


def check_create_webhook_response_403_error(value: str) -> CreateWebhookResponse403Error:
    if value in CREATE_WEBHOOK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_403_ERROR_VALUES!r}")
