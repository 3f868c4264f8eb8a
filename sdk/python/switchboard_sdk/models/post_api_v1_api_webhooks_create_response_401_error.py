from typing import Literal

PostApiV1ApiWebhooksCreateResponse401Error = Literal["authentication_required", "invalid_key"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_401_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_post_api_v1_api_webhooks_create_response_401_error(value: str) -> PostApiV1ApiWebhooksCreateResponse401Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_401_ERROR_VALUES!r}"
    )
