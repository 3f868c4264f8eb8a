from typing import Literal

SetContactContextVariablesResponse503Error = Literal["service_unavailable"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES: set[SetContactContextVariablesResponse503Error] = {
    "service_unavailable",
}


def check_set_contact_context_variables_response_503_error(value: str) -> SetContactContextVariablesResponse503Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES!r}"
    )
