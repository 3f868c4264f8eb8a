from typing import Literal

ListCallsResponse500Error = Literal["server_error"]

LIST_CALLS_RESPONSE_500_ERROR_VALUES: set[ListCallsResponse500Error] = {
    "server_error",
}


def check_list_calls_response_500_error(value: str) -> ListCallsResponse500Error:
    if value in LIST_CALLS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_500_ERROR_VALUES!r}")
