from typing import Literal

SimulateInboundCallResponse429Error = Literal["live_call_limit", "rate_limited"]

SIMULATE_INBOUND_CALL_RESPONSE_429_ERROR_VALUES: set[SimulateInboundCallResponse429Error] = {
    "live_call_limit",
    "rate_limited",
}


def check_simulate_inbound_call_response_429_error(value: str) -> SimulateInboundCallResponse429Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_429_ERROR_VALUES!r}")
