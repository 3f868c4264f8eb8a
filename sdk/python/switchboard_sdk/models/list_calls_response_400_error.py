from typing import Literal

ListCallsResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_CALLS_RESPONSE_400_ERROR_VALUES: set[ListCallsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_calls_response_400_error(value: str) -> ListCallsResponse400Error:
    if value in LIST_CALLS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_400_ERROR_VALUES!r}")
