from typing import Literal

GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem = Literal[
    "international_network",
    "pager",
    "personal_number",
    "premium_rate",
    "shared_cost",
    "toll_free",
    "uan",
    "voicemail",
    "voip",
]

GET_DESTINATION_POLICY_RESPONSE_200_OPERATOR_BLOCKED_NUMBER_TYPES_ITEM_VALUES: set[
    GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem
] = {
    "international_network",
    "pager",
    "personal_number",
    "premium_rate",
    "shared_cost",
    "toll_free",
    "uan",
    "voicemail",
    "voip",
}


def check_get_destination_policy_response_200_operator_blocked_number_types_item(
    value: str,
) -> GetDestinationPolicyResponse200OperatorBlockedNumberTypesItem:
    if value in GET_DESTINATION_POLICY_RESPONSE_200_OPERATOR_BLOCKED_NUMBER_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_200_OPERATOR_BLOCKED_NUMBER_TYPES_ITEM_VALUES!r}"
    )
