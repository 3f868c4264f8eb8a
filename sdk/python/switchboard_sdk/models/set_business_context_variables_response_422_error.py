from typing import Literal

SetBusinessContextVariablesResponse422Error = Literal["idempotency_key_reused"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES: set[SetBusinessContextVariablesResponse422Error] = {
    "idempotency_key_reused",
}


def check_set_business_context_variables_response_422_error(value: str) -> SetBusinessContextVariablesResponse422Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_422_ERROR_VALUES!r}"
    )
