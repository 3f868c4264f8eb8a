from typing import Literal

ChangeDestinationPolicyResponse200NumberTypesItem = Literal[
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

CHANGE_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES: set[
    ChangeDestinationPolicyResponse200NumberTypesItem
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


def check_change_destination_policy_response_200_number_types_item(
    value: str,
) -> ChangeDestinationPolicyResponse200NumberTypesItem:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES!r}"
    )
