from typing import Literal

AddCallerNumberResponse401Error = Literal["authentication_required", "invalid_key"]

ADD_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES: set[AddCallerNumberResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_add_caller_number_response_401_error(value: str) -> AddCallerNumberResponse401Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES!r}")
