from typing import Literal

PostApiV1ApiWebhooksCreateResponse409Error = Literal["idempotency_key_in_use", "webhook_limit_reached"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_409_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse409Error] = {
    "idempotency_key_in_use",
    "webhook_limit_reached",
}


def check_post_api_v1_api_webhooks_create_response_409_error(value: str) -> PostApiV1ApiWebhooksCreateResponse409Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_409_ERROR_VALUES!r}"
    )
