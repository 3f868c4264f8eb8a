from typing import Literal

SimulateInboundCallResponse400Error = Literal[
    "invalid_json", "invalid_phone_number", "missing_agent_id", "missing_parameter", "validation_error"
]

SIMULATE_INBOUND_CALL_RESPONSE_400_ERROR_VALUES: set[SimulateInboundCallResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "missing_agent_id",
    "missing_parameter",
    "validation_error",
}


def check_simulate_inbound_call_response_400_error(value: str) -> SimulateInboundCallResponse400Error:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_400_ERROR_VALUES!r}")
