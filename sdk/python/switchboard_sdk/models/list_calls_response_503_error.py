from typing import Literal

ListCallsResponse503Error = Literal["service_unavailable"]

LIST_CALLS_RESPONSE_503_ERROR_VALUES: set[ListCallsResponse503Error] = {
    "service_unavailable",
}


def check_list_calls_response_503_error(value: str) -> ListCallsResponse503Error:
    if value in LIST_CALLS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_503_ERROR_VALUES!r}")
