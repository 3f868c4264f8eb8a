from typing import Literal

GetDestinationPolicyResponse200NumberTypesItem = Literal[
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

GET_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES: set[GetDestinationPolicyResponse200NumberTypesItem] = {
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


def check_get_destination_policy_response_200_number_types_item(
    value: str,
) -> GetDestinationPolicyResponse200NumberTypesItem:
    if value in GET_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_200_NUMBER_TYPES_ITEM_VALUES!r}"
    )
