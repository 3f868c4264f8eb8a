from typing import Literal

GetCallerNumberResponse403Error = Literal["permission_denied"]

GET_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES: set[GetCallerNumberResponse403Error] = {
    "permission_denied",
}


def check_get_caller_number_response_403_error(value: str) -> GetCallerNumberResponse403Error:
    if value in GET_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES!r}")
