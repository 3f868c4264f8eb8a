from typing import Literal

SimulateInboundCallResponse201DisclosureCheckType0 = Literal["missing", "not_checked", "said"]

SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_CHECK_TYPE_0_VALUES: set[
    SimulateInboundCallResponse201DisclosureCheckType0
] = {
    "missing",
    "not_checked",
    "said",
}


def check_simulate_inbound_call_response_201_disclosure_check_type_0(
    value: str,
) -> SimulateInboundCallResponse201DisclosureCheckType0:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_CHECK_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_DISCLOSURE_CHECK_TYPE_0_VALUES!r}"
    )
