from typing import Literal

SetContactContextVariablesResponse400Error = Literal[
    "invalid_json", "invalid_value", "undefined_variable", "validation_error"
]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES: set[SetContactContextVariablesResponse400Error] = {
    "invalid_json",
    "invalid_value",
    "undefined_variable",
    "validation_error",
}


def check_set_contact_context_variables_response_400_error(value: str) -> SetContactContextVariablesResponse400Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_400_ERROR_VALUES!r}"
    )
