from typing import Literal

AddCallerNumberResponse400Error = Literal["invalid_json", "validation_error"]

ADD_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES: set[AddCallerNumberResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_add_caller_number_response_400_error(value: str) -> AddCallerNumberResponse400Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES!r}")
