from typing import Literal

ListMessagesResponse429Error = Literal["rate_limited"]

LIST_MESSAGES_RESPONSE_429_ERROR_VALUES: set[ListMessagesResponse429Error] = {
    "rate_limited",
}


def check_list_messages_response_429_error(value: str) -> ListMessagesResponse429Error:
    if value in LIST_MESSAGES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_RESPONSE_429_ERROR_VALUES!r}")
