from typing import Literal

ListCallerNumbersResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CALLER_NUMBERS_RESPONSE_401_ERROR_VALUES: set[ListCallerNumbersResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_caller_numbers_response_401_error(value: str) -> ListCallerNumbersResponse401Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_401_ERROR_VALUES!r}")
