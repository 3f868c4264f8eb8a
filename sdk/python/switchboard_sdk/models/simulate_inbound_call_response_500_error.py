from typing import Literal

SimulateInboundCallResponse500Error = Literal["server_error"]

SIMULATE_INBOUND_CALL_RESPONSE_500_ERROR_VALUES: set[SimulateInboundCallResponse500Error] = {
    "server_error",
}


def check_simulate_inbound_call_response_500_error(value: str) -> SimulateInboundCallResponse500Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_500_ERROR_VALUES!r}")
