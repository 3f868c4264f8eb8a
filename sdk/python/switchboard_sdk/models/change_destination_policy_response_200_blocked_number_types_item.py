from typing import Literal

ChangeDestinationPolicyResponse200BlockedNumberTypesItem = Literal[
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

CHANGE_DESTINATION_POLICY_RESPONSE_200_BLOCKED_NUMBER_TYPES_ITEM_VALUES: set[
    ChangeDestinationPolicyResponse200BlockedNumberTypesItem
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


def check_change_destination_policy_response_200_blocked_number_types_item(
    value: str,
) -> ChangeDestinationPolicyResponse200BlockedNumberTypesItem:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_200_BLOCKED_NUMBER_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_200_BLOCKED_NUMBER_TYPES_ITEM_VALUES!r}"
    )
