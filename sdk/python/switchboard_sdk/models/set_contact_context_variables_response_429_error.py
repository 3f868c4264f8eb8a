from typing import Literal

SetContactContextVariablesResponse429Error = Literal["rate_limited"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES: set[SetContactContextVariablesResponse429Error] = {
    "rate_limited",
}


def check_set_contact_context_variables_response_429_error(value: str) -> SetContactContextVariablesResponse429Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES!r}"
    )
