from typing import Literal

SetBusinessContextVariablesResponse403Error = Literal["permission_denied"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES: set[SetBusinessContextVariablesResponse403Error] = {
    "permission_denied",
}


def check_set_business_context_variables_response_403_error(value: str) -> SetBusinessContextVariablesResponse403Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_403_ERROR_VALUES!r}"
    )
