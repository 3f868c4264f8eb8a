from typing import Literal

ListCallsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CALLS_RESPONSE_401_ERROR_VALUES: set[ListCallsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_calls_response_401_error(value: str) -> ListCallsResponse401Error:
    if value in LIST_CALLS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_401_ERROR_VALUES!r}")
