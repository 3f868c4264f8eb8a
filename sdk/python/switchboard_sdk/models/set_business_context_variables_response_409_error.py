from typing import Literal

SetBusinessContextVariablesResponse409Error = Literal["idempotency_key_in_use"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES: set[SetBusinessContextVariablesResponse409Error] = {
    "idempotency_key_in_use",
}


def check_set_business_context_variables_response_409_error(value: str) -> SetBusinessContextVariablesResponse409Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_409_ERROR_VALUES!r}"
    )
