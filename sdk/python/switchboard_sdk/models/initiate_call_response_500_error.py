from typing import Literal

InitiateCallResponse500Error = Literal["server_error"]

INITIATE_CALL_RESPONSE_500_ERROR_VALUES: set[InitiateCallResponse500Error] = {
    "server_error",
}


def check_initiate_call_response_500_error(value: str) -> InitiateCallResponse500Error:
    if value in INITIATE_CALL_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_500_ERROR_VALUES!r}")
