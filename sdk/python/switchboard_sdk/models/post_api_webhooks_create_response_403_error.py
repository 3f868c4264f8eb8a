from typing import Literal

PostApiWebhooksCreateResponse403Error = Literal["permission_denied"]

POST_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES: set[PostApiWebhooksCreateResponse403Error] = {
    "permission_denied",
}


def check_post_api_webhooks_create_response_403_error(value: str) -> PostApiWebhooksCreateResponse403Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_403_ERROR_VALUES!r}"
    )
