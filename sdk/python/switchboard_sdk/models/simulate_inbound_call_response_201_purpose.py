from typing import Literal

SimulateInboundCallResponse201Purpose = Literal["informational", "marketing"]

SIMULATE_INBOUND_CALL_RESPONSE_201_PURPOSE_VALUES: set[SimulateInboundCallResponse201Purpose] = {
    "informational",
    "marketing",
}


def check_simulate_inbound_call_response_201_purpose(value: str) -> SimulateInboundCallResponse201Purpose:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_PURPOSE_VALUES!r}"
    )
