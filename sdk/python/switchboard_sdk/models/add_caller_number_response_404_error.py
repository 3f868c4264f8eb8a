from typing import Literal

AddCallerNumberResponse404Error = Literal["agent_not_found"]

ADD_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES: set[AddCallerNumberResponse404Error] = {
    "agent_not_found",
}


def check_add_caller_number_response_404_error(value: str) -> AddCallerNumberResponse404Error:
    if value in ADD_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES!r}")
