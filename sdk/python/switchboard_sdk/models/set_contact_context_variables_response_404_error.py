from typing import Literal

SetContactContextVariablesResponse404Error = Literal["not_found"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_404_ERROR_VALUES: set[SetContactContextVariablesResponse404Error] = {
    "not_found",
}


def check_set_contact_context_variables_response_404_error(value: str) -> SetContactContextVariablesResponse404Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_404_ERROR_VALUES!r}"
    )
