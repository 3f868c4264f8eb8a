from typing import Literal

SimulateInboundCallResponse409Error = Literal["agent_not_inbound", "idempotency_key_in_use"]

SIMULATE_INBOUND_CALL_RESPONSE_409_ERROR_VALUES: set[SimulateInboundCallResponse409Error] = {
    "agent_not_inbound",
    "idempotency_key_in_use",
}


def check_simulate_inbound_call_response_409_error(value: str) -> SimulateInboundCallResponse409Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_409_ERROR_VALUES!r}")
