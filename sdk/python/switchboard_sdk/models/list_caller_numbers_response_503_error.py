from typing import Literal

ListCallerNumbersResponse503Error = Literal["service_unavailable"]

LIST_CALLER_NUMBERS_RESPONSE_503_ERROR_VALUES: set[ListCallerNumbersResponse503Error] = {
    "service_unavailable",
}


def check_list_caller_numbers_response_503_error(value: str) -> ListCallerNumbersResponse503Error:
    if value in LIST_CALLER_NUMBERS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLER_NUMBERS_RESPONSE_503_ERROR_VALUES!r}")
