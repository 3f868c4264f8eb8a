from typing import Literal

SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName = Literal[
    "model", "other", "platform", "telephony", "transcriber", "voice"
]

SIMULATE_INBOUND_CALL_RESPONSE_201_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES: set[
    SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName
] = {
    "model",
    "other",
    "platform",
    "telephony",
    "transcriber",
    "voice",
}


def check_simulate_inbound_call_response_201_cost_breakdown_components_type_0_item_name(
    value: str,
) -> SimulateInboundCallResponse201CostBreakdownComponentsType0ItemName:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES!r}"
    )
