from typing import Literal

CancelCallResponse200DisclosureCheckType0 = Literal["missing", "not_checked", "said"]

CANCEL_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES: set[CancelCallResponse200DisclosureCheckType0] = {
    "missing",
    "not_checked",
    "said",
}


def check_cancel_call_response_200_disclosure_check_type_0(value: str) -> CancelCallResponse200DisclosureCheckType0:
    if value in CANCEL_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES!r}"
    )
