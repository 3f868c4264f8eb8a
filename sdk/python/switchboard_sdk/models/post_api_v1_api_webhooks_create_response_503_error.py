from typing import Literal

PostApiV1ApiWebhooksCreateResponse503Error = Literal["service_unavailable"]

POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES: set[PostApiV1ApiWebhooksCreateResponse503Error] = {
    "service_unavailable",
}


def check_post_api_v1_api_webhooks_create_response_503_error(value: str) -> PostApiV1ApiWebhooksCreateResponse503Error:
    if value in POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_API_V1_API_WEBHOOKS_CREATE_RESPONSE_503_ERROR_VALUES!r}"
    )
