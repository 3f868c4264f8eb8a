from typing import Literal

CreateWebhookResponse503Error = Literal["service_unavailable"]

CREATE_WEBHOOK_RESPONSE_503_ERROR_VALUES: set[CreateWebhookResponse503Error] = {
    "service_unavailable",
}


def check_create_webhook_response_503_error(value: str) -> CreateWebhookResponse503Error:
    if value in CREATE_WEBHOOK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_503_ERROR_VALUES!r}")
