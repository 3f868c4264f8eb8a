from typing import Literal

CancelCallResponse200DisclosuresItemKind = Literal["ai", "recording", "recording_consent"]

CANCEL_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES: set[CancelCallResponse200DisclosuresItemKind] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_cancel_call_response_200_disclosures_item_kind(value: str) -> CancelCallResponse200DisclosuresItemKind:
    if value in CANCEL_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_DISCLOSURES_ITEM_KIND_VALUES!r}"
    )
