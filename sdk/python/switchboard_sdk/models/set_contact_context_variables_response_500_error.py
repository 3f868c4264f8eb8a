from typing import Literal

SetContactContextVariablesResponse500Error = Literal["server_error"]

SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES: set[SetContactContextVariablesResponse500Error] = {
    "server_error",
}


def check_set_contact_context_variables_response_500_error(value: str) -> SetContactContextVariablesResponse500Error:
    if value in SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SET_CONTACT_CONTEXT_VARIABLES_RESPONSE_500_ERROR_VALUES!r}"
    )
