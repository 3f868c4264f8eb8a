from typing import Literal

SetContactContextVariablesResponse409Error = Literal["idempotency_key_in_use"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES: set[SetContactContextVariablesResponse409Error] = {
    "idempotency_key_in_use",
}


def check_set_contact_context_variables_response_409_error(value: str) -> SetContactContextVariablesResponse409Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES!r}"
    )
