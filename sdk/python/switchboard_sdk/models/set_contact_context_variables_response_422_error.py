from typing import Literal

SetContactContextVariablesResponse422Error = Literal["idempotency_key_reused"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES: set[SetContactContextVariablesResponse422Error] = {
    "idempotency_key_reused",
}


def check_set_contact_context_variables_response_422_error(value: str) -> SetContactContextVariablesResponse422Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES!r}"
    )
