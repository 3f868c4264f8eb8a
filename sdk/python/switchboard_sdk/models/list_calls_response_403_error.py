from typing import Literal

ListCallsResponse403Error = Literal["permission_denied"]

LIST_CALLS_RESPONSE_403_ERROR_VALUES: set[ListCallsResponse403Error] = {
    "permission_denied",
}


def check_list_calls_response_403_error(value: str) -> ListCallsResponse403Error:
    if value in LIST_CALLS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_403_ERROR_VALUES!r}")
