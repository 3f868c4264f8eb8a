from typing import Literal

AddCallerNumberResponse413Error = Literal["payload_too_large"]

ADD_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES: set[AddCallerNumberResponse413Error] = {
    "payload_too_large",
}


def check_add_caller_number_response_413_error(value: str) -> AddCallerNumberResponse413Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_413_ERROR_VALUES!r}")
