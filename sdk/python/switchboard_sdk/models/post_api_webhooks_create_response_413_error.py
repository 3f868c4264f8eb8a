from typing import Literal

PostApiWebhooksCreateResponse413Error = Literal["payload_too_large"]

POST_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES: set[PostApiWebhooksCreateResponse413Error] = {
    "payload_too_large",
}


def check_post_api_webhooks_create_response_413_error(value: str) -> PostApiWebhooksCreateResponse413Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES!r}"
    )
