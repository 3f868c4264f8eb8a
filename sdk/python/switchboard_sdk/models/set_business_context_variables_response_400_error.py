from typing import Literal

SetBusinessContextVariablesResponse400Error = Literal[
    "invalid_json", "invalid_value", "undefined_variable", "validation_error"
]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES: set[SetBusinessContextVariablesResponse400Error] = {
    "invalid_json",
    "invalid_value",
    "undefined_variable",
    "validation_error",
}


def check_set_business_context_variables_response_400_error(value: str) -> SetBusinessContextVariablesResponse400Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES!r}"
    )
