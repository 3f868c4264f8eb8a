from typing import Literal

GetCallResponse200DisclosuresItemKind = Literal["ai", "recording", "recording_consent"]

GET_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES: set[GetCallResponse200DisclosuresItemKind] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_get_call_response_200_disclosures_item_kind(value: str) -> GetCallResponse200DisclosuresItemKind:
    if value in GET_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES!r}"
    )
