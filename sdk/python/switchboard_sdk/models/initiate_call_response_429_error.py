from typing import Literal

InitiateCallResponse429Error = Literal["live_call_limit", "rate_limited"]

INITIATE_CALL_RESPONSE_429_ERROR_VALUES: set[InitiateCallResponse429Error] = {
    "live_call_limit",
    "rate_limited",
}


def check_initiate_call_response_429_error(value: str) -> InitiateCallResponse429Error:
    if value in INITIATE_CALL_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_429_ERROR_VALUES!r}")
