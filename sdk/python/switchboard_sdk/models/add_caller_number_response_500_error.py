from typing import Literal

AddCallerNumberResponse500Error = Literal["server_error"]

ADD_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES: set[AddCallerNumberResponse500Error] = {
    "server_error",
}


def check_add_caller_number_response_500_error(value: str) -> AddCallerNumberResponse500Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES!r}")
