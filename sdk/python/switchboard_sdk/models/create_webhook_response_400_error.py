from typing import Literal

CreateWebhookResponse400Error = Literal["invalid_json", "validation_error"]

CREATE_WEBHOOK_RESPONSE_400_ERROR_VALUES: set[CreateWebhookResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_create_webhook_response_400_error(value: str) -> CreateWebhookResponse400Error:
    if value in CREATE_WEBHOOK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_RESPONSE_400_ERROR_VALUES!r}")
