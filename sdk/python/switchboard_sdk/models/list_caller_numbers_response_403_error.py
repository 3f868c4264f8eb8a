from typing import Literal

ListCallerNumbersResponse403Error = Literal["permission_denied"]

LIST_CALLER_NUMBERS_RESPONSE_403_ERROR_VALUES: set[ListCallerNumbersResponse403Error] = {
    "permission_denied",
}


def check_list_caller_numbers_response_403_error(value: str) -> ListCallerNumbersResponse403Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_403_ERROR_VALUES!r}")
