from typing import Literal

ListCallerNumbersResponse400Error = Literal["validation_error"]

LIST_CALLER_NUMBERS_RESPONSE_400_ERROR_VALUES: set[ListCallerNumbersResponse400Error] = {
    "validation_error",
}


def check_list_caller_numbers_response_400_error(value: str) -> ListCallerNumbersResponse400Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_400_ERROR_VALUES!r}")
