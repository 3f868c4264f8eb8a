from typing import Literal

CreateWebhookResponse500Error = Literal["server_error"]

CREATE_WEBHOOK_RESPONSE_500_ERROR_VALUES: set[CreateWebhookResponse500Error] = {
    "server_error",
}


def check_create_webhook_response_500_error(value: str) -> CreateWebhookResponse500Error:
    if value in CREATE_WEBHOOK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_500_ERROR_VALUES!r}")
