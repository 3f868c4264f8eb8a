from typing import Literal

InitiateCallResponse503Error = Literal["service_unavailable"]

INITIATE_CALL_RESPONSE_503_ERROR_VALUES: set[InitiateCallResponse503Error] = {
    "service_unavailable",
}


def check_initiate_call_response_503_error(value: str) -> InitiateCallResponse503Error:
    if value in INITIATE_CALL_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_503_ERROR_VALUES!r}")
