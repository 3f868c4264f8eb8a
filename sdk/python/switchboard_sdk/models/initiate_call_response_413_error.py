from typing import Literal

InitiateCallResponse413Error = Literal["payload_too_large"]

INITIATE_CALL_RESPONSE_413_ERROR_VALUES: set[InitiateCallResponse413Error] = {
    "payload_too_large",
}


def check_initiate_call_response_413_error(value: str) -> InitiateCallResponse413Error:
    if value in INITIATE_CALL_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_413_ERROR_VALUES!r}")
