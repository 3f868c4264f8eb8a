from typing import Literal

PostApiV1ApiWebhooksCreateResponse422Error = Literal["idempotency_key_reused"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse422Error] = {
    "idempotency_key_reused",
}


def check_post_api_v1_api_webhooks_create_response_422_error(value: str) -> PostApiV1ApiWebhooksCreateResponse422Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_422_ERROR_VALUES!r}"
    )
