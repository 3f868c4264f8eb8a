from typing import Literal

ListCallsResponse200CallsItemDisclosuresItemKind = Literal["ai", "recording", "recording_consent"]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURES_ITEM_KIND_VALUES: set[
    ListCallsResponse200CallsItemDisclosuresItemKind
] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_list_calls_response_200_calls_item_disclosures_item_kind(
    value: str,
) -> ListCallsResponse200CallsItemDisclosuresItemKind:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURES_ITEM_KIND_VALUES!r}"
    )
