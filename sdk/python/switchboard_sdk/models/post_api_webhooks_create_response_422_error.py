from typing import Literal

PostApiWebhooksCreateResponse422Error = Literal["idempotency_key_reused"]

POST_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES: set[PostApiWebhooksCreateResponse422Error] = {
    "idempotency_key_reused",
}


def check_post_api_webhooks_create_response_422_error(value: str) -> PostApiWebhooksCreateResponse422Error:
    if value in POST_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES!r}"
    )
