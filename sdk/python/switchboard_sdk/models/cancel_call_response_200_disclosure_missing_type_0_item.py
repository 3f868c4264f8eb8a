from typing import Literal

CancelCallResponse200DisclosureMissingType0Item = Literal["ai", "recording", "recording_consent"]

CANCEL_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES: set[CancelCallResponse200DisclosureMissingType0Item] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_cancel_call_response_200_disclosure_missing_type_0_item(
    value: str,
) -> CancelCallResponse200DisclosureMissingType0Item:
    if value in CANCEL_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES!r}"
    )
