from typing import Literal

PostApiV1ApiWebhooksCreateResponse403Error = Literal["permission_denied"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse403Error] = {
    "permission_denied",
}


def check_post_api_v1_api_webhooks_create_response_403_error(value: str) -> PostApiV1ApiWebhooksCreateResponse403Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES!r}"
    )
