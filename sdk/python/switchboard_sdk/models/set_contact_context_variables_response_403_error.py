from typing import Literal

SetContactContextVariablesResponse403Error = Literal["permission_denied"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES: set[SetContactContextVariablesResponse403Error] = {
    "permission_denied",
}


def check_set_contact_context_variables_response_403_error(value: str) -> SetContactContextVariablesResponse403Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES!r}"
    )
