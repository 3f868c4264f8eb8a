from typing import Literal

SimulateInboundCallResponse503Error = Literal["service_unavailable"]

SIMULATE_INBOUND_CALL_RESPONSE_503_ERROR_VALUES: set[SimulateInboundCallResponse503Error] = {
    "service_unavailable",
}


def check_simulate_inbound_call_response_503_error(value: str) -> SimulateInboundCallResponse503Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_503_ERROR_VALUES!r}")
