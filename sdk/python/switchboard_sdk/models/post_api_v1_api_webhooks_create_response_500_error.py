from typing import Literal

PostApiV1ApiWebhooksCreateResponse500Error = Literal["server_error"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse500Error] = {
    "server_error",
}


def check_post_api_v1_api_webhooks_create_response_500_error(value: str) -> PostApiV1ApiWebhooksCreateResponse500Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_500_ERROR_VALUES!r}"
    )
