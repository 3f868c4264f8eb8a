from typing import Literal

SimulateInboundCallResponse401Error = Literal["authentication_required", "invalid_key"]

SIMULATE_INBOUND_CALL_RESPONSE_401_ERROR_VALUES: set[SimulateInboundCallResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_simulate_inbound_call_response_401_error(value: str) -> SimulateInboundCallResponse401Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_401_ERROR_VALUES!r}")
