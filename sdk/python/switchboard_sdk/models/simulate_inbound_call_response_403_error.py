from typing import Literal

SimulateInboundCallResponse403Error = Literal["permission_denied"]

SIMULATE_INBOUND_CALL_RESPONSE_403_ERROR_VALUES: set[SimulateInboundCallResponse403Error] = {
    "permission_denied",
}


def check_simulate_inbound_call_response_403_error(value: str) -> SimulateInboundCallResponse403Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_403_ERROR_VALUES!r}")
