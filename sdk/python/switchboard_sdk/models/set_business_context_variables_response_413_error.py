from typing import Literal

SetBusinessContextVariablesResponse413Error = Literal["payload_too_large"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES: set[SetBusinessContextVariablesResponse413Error] = {
    "payload_too_large",
}


def check_set_business_context_variables_response_413_error(value: str) -> SetBusinessContextVariablesResponse413Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES!r}"
    )
