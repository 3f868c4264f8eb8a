from typing import Literal

PostApiWebhooksCreateResponse500Error = Literal["server_error"]

POST_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES: set[PostApiWebhooksCreateResponse500Error] = {
    "server_error",
}


def check_post_api_webhooks_create_response_500_error(value: str) -> PostApiWebhooksCreateResponse500Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES!r}"
    )
