from typing import Literal

PostApiV1ApiWebhooksCreateResponse400Error = Literal["invalid_json", "validation_error"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_400_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_post_api_v1_api_webhooks_create_response_400_error(value: str) -> PostApiV1ApiWebhooksCreateResponse400Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_400_ERROR_VALUES!r}"
    )
