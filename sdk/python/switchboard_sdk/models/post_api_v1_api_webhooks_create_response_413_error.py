from typing import Literal

PostApiV1ApiWebhooksCreateResponse413Error = Literal["payload_too_large"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse413Error] = {
    "payload_too_large",
}


def check_post_api_v1_api_webhooks_create_response_413_error(value: str) -> PostApiV1ApiWebhooksCreateResponse413Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_413_ERROR_VALUES!r}"
    )
