from typing import Literal

InitiateCallResponse409Error = Literal["agent_archived", "idempotency_key_in_use"]

INITIATE_CALL_RESPONSE_409_ERROR_VALUES: set[InitiateCallResponse409Error] = {
    "agent_archived",
    "idempotency_key_in_use",
}


def check_initiate_call_response_409_error(value: str) -> InitiateCallResponse409Error:
    if value in INITIATE_CALL_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_409_ERROR_VALUES!r}")
