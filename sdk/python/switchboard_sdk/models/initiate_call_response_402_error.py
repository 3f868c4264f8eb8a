from typing import Literal

InitiateCallResponse402Error = Literal["insufficient_funds"]

INITIATE_CALL_RESPONSE_402_ERROR_VALUES: set[InitiateCallResponse402Error] = {
    "insufficient_funds",
}


def check_initiate_call_response_402_error(value: str) -> InitiateCallResponse402Error:
    if value in INITIATE_CALL_RESPONSE_402_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_402_ERROR_VALUES!r}")
