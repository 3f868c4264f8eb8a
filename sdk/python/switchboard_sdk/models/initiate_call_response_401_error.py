from typing import Literal

InitiateCallResponse401Error = Literal["authentication_required", "invalid_key"]

INITIATE_CALL_RESPONSE_401_ERROR_VALUES: set[InitiateCallResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_initiate_call_response_401_error(value: str) -> InitiateCallResponse401Error:
    if value in INITIATE_CALL_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_401_ERROR_VALUES!r}")
