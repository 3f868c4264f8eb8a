from typing import Literal

SimulateInboundCallResponse402Error = Literal["insufficient_funds"]

SIMULATE_INBOUND_CALL_RESPONSE_402_ERROR_VALUES: set[SimulateInboundCallResponse402Error] = {
    "insufficient_funds",
}


def check_simulate_inbound_call_response_402_error(value: str) -> SimulateInboundCallResponse402Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_402_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_402_ERROR_VALUES!r}")
