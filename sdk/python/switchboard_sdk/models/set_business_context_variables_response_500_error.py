from typing import Literal

SetBusinessContextVariablesResponse500Error = Literal["server_error"]

SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES: set[SetBusinessContextVariablesResponse500Error] = {
    "server_error",
}


def check_set_business_context_variables_response_500_error(value: str) -> SetBusinessContextVariablesResponse500Error:
    if value in SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_BUSINESS_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES!r}"
    )
