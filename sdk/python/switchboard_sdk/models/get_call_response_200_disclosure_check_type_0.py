from typing import Literal

GetCallResponse200DisclosureCheckType0 = Literal["missing", "not_checked", "said"]

GET_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES: set[GetCallResponse200DisclosureCheckType0] = {
    "missing",
    "not_checked",
    "said",
}


def check_get_call_response_200_disclosure_check_type_0(value: str) -> GetCallResponse200DisclosureCheckType0:
    if value in GET_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_DISCLOSURE_CHECK_TYPE_0_VALUES!r}"
    )
