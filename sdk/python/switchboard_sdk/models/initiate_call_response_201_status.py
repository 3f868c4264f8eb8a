from typing import Literal

InitiateCallResponse201Status = Literal["queued", "scheduled"]

INITIATE_CALL_RESPONSE_201_STATUS_VALUES: set[InitiateCallResponse201Status] = {
    "queued",
    "scheduled",
}


def check_initiate_call_response_201_status(value: str) -> InitiateCallResponse201Status:
    if value in INITIATE_CALL_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_201_STATUS_VALUES!r}")
