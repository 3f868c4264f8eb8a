from typing import Literal

SetBusinessContextVariablesResponse429Error = Literal["rate_limited"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES: set[SetBusinessContextVariablesResponse429Error] = {
    "rate_limited",
}


def check_set_business_context_variables_response_429_error(value: str) -> SetBusinessContextVariablesResponse429Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_429_ERROR_VALUES!r}"
    )
