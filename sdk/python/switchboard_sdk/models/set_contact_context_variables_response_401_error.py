from typing import Literal

SetContactContextVariablesResponse401Error = Literal["authentication_required", "invalid_key"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES: set[SetContactContextVariablesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_set_contact_context_variables_response_401_error(value: str) -> SetContactContextVariablesResponse401Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES!r}"
    )
