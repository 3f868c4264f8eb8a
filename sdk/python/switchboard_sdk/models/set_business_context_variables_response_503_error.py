from typing import Literal

SetBusinessContextVariablesResponse503Error = Literal["service_unavailable"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES: set[SetBusinessContextVariablesResponse503Error] = {
    "service_unavailable",
}


def check_set_business_context_variables_response_503_error(value: str) -> SetBusinessContextVariablesResponse503Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_503_ERROR_VALUES!r}"
    )
