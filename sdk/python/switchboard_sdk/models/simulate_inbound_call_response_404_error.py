from typing import Literal

SimulateInboundCallResponse404Error = Literal["agent_not_found", "no_phone_number"]

SIMULATE_INBOUND_CALL_RESPONSE_404_ERROR_VALUES: set[SimulateInboundCallResponse404Error] = {
    "agent_not_found",
    "no_phone_number",
}


def check_simulate_inbound_call_response_404_error(value: str) -> SimulateInboundCallResponse404Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_404_ERROR_VALUES!r}")
