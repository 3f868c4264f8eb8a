from typing import Literal

PostApiWebhooksCreateResponse429Error = Literal["rate_limited"]

POST_API_WEBHOOKS_CREATE_RESPONSE_429_ERROR_VALUES: set[PostApiWebhooksCreateResponse429Error] = {
    "rate_limited",
}


def check_post_api_webhooks_create_response_429_error(value: str) -> PostApiWebhooksCreateResponse429Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_429_ERROR_VALUES!r}"
    )
