from typing import Literal

AddCallerNumberResponse503Error = Literal["service_unavailable"]

ADD_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES: set[AddCallerNumberResponse503Error] = {
    "service_unavailable",
}


def check_add_caller_number_response_503_error(value: str) -> AddCallerNumberResponse503Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES!r}")
