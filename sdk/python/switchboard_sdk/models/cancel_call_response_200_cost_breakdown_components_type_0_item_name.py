from typing import Literal

CancelCallResponse200CostBreakdownComponentsType0ItemName = Literal[
    "model", "other", "platform", "telephony", "transcriber", "voice"
]

CANCEL_CALL_RESPONSE_200_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES: set[
    CancelCallResponse200CostBreakdownComponentsType0ItemName
] = {
    "model",
    "other",
    "platform",
    "telephony",
    "transcriber",
    "voice",
}


def check_cancel_call_response_200_cost_breakdown_components_type_0_item_name(
    value: str,
) -> CancelCallResponse200CostBreakdownComponentsType0ItemName:
    if value in CANCEL_CALL_RESPONSE_200_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES!r}"
    )
