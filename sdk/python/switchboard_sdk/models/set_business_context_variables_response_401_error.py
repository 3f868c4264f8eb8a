from typing import Literal

SetBusinessContextVariablesResponse401Error = Literal["authentication_required", "invalid_key"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES: set[SetBusinessContextVariablesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_set_business_context_variables_response_401_error(value: str) -> SetBusinessContextVariablesResponse401Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_401_ERROR_VALUES!r}"
    )
