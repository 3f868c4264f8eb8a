from typing import Literal

ListCallerNumbersResponse429Error = Literal["rate_limited"]

LIST_CALLER_NUMBERS_RESPONSE_429_ERROR_VALUES: set[ListCallerNumbersResponse429Error] = {
    "rate_limited",
}


def check_list_caller_numbers_response_429_error(value: str) -> ListCallerNumbersResponse429Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_429_ERROR_VALUES!r}")
