from typing import Literal

SimulateInboundCallResponse413Error = Literal["payload_too_large"]

SIMULATE_INBOUND_CALL_RESPONSE_413_ERROR_VALUES: set[SimulateInboundCallResponse413Error] = {
    "payload_too_large",
}


def check_simulate_inbound_call_response_413_error(value: str) -> SimulateInboundCallResponse413Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_413_ERROR_VALUES!r}")
