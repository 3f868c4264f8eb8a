from typing import Literal

SetContactContextVariablesResponse413Error = Literal["payload_too_large"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES: set[SetContactContextVariablesResponse413Error] = {
    "payload_too_large",
}


def check_set_contact_context_variables_response_413_error(value: str) -> SetContactContextVariablesResponse413Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_413_ERROR_VALUES!r}"
    )
