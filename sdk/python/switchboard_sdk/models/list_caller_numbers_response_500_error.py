from typing import Literal

ListCallerNumbersResponse500Error = Literal["server_error"]

LIST_CALLER_NUMBERS_RESPONSE_500_ERROR_VALUES: set[ListCallerNumbersResponse500Error] = {
    "server_error",
}


def check_list_caller_numbers_response_500_error(value: str) -> ListCallerNumbersResponse500Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_500_ERROR_VALUES!r}")
