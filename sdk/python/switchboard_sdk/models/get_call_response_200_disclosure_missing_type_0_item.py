from typing import Literal

GetCallResponse200DisclosureMissingType0Item = Literal["ai", "recording", "recording_consent"]

GET_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES: set[GetCallResponse200DisclosureMissingType0Item] = {
    "ai",
    "recording",
    "recording_consent",
}


def check_get_call_response_200_disclosure_missing_type_0_item(
    value: str,
) -> GetCallResponse200DisclosureMissingType0Item:
    if value in GET_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_DISCLOSURE_MISSING_TYPE_0_ITEM_VALUES!r}"
    )
