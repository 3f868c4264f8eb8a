from typing import Literal

ListCallsResponse200CallsItemCostBreakdownComponentsType0ItemName = Literal[
    "model", "other", "platform", "telephony", "transcriber", "voice"
]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES: set[
    ListCallsResponse200CallsItemCostBreakdownComponentsType0ItemName
] = {
    "model",
    "other",
    "platform",
    "telephony",
    "transcriber",
    "voice",
}


def check_list_calls_response_200_calls_item_cost_breakdown_components_type_0_item_name(
    value: str,
) -> ListCallsResponse200CallsItemCostBreakdownComponentsType0ItemName:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_COST_BREAKDOWN_COMPONENTS_TYPE_0_ITEM_NAME_VALUES!r}"
    )
