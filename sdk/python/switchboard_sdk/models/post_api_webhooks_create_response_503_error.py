from typing import Literal

PostApiWebhooksCreateResponse503Error = Literal["service_unavailable"]

POST_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES: set[PostApiWebhooksCreateResponse503Error] = {
    "service_unavailable",
}


def check_post_api_webhooks_create_response_503_error(value: str) -> PostApiWebhooksCreateResponse503Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES!r}"
    )
