from typing import Literal

SimulateInboundCallResponse422Error = Literal["idempotency_key_reused"]

SIMULATE_INBOUND_CALL_RESPONSE_422_ERROR_VALUES: set[SimulateInboundCallResponse422Error] = {
    "idempotency_key_reused",
}


def check_simulate_inbound_call_response_422_error(value: str) -> SimulateInboundCallResponse422Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_422_ERROR_VALUES!r}")
