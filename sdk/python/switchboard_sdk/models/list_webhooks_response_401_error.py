from typing import Literal

ListWebhooksResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_WEBHOOKS_RESPONSE_401_ERROR_VALUES: set[ListWebhooksResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_webhooks_response_401_error(value: str) -> ListWebhooksResponse401Error:
    if value in LIST_WEBHOOKS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WEBHOOKS_RESPONSE_401_ERROR_VALUES!r}")
