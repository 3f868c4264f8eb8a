from typing import Literal

AddCallerNumberResponse403Error = Literal["permission_denied"]

ADD_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES: set[AddCallerNumberResponse403Error] = {
    "permission_denied",
}


def check_add_caller_number_response_403_error(value: str) -> AddCallerNumberResponse403Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES!r}")
