from typing import Literal

ListCallsResponse429Error = Literal["rate_limited"]

LIST_CALLS_RESPONSE_429_ERROR_VALUES: set[ListCallsResponse429Error] = {
    "rate_limited",
}


def check_list_calls_response_429_error(value: str) -> ListCallsResponse429Error:
    if value in LIST_CALLS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_429_ERROR_VALUES!r}")
