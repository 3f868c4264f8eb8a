from typing import Literal

InitiateCallResponse403Error = Literal[
    "consent_required", "destination_not_allowed", "do_not_call", "permission_denied"
]

INITIATE_CALL_RESPONSE_403_ERROR_VALUES: set[InitiateCallResponse403Error] = {
    "consent_required",
    "destination_not_allowed",
    "do_not_call",
    "permission_denied",
}


def check_initiate_call_response_403_error(value: str) -> InitiateCallResponse403Error:
    if value in INITIATE_CALL_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_403_ERROR_VALUES!r}")
