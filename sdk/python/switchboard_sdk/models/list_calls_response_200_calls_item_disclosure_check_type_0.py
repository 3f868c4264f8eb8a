from typing import Literal

ListCallsResponse200CallsItemDisclosureCheckType0 = Literal["missing", "not_checked", "said"]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURE_CHECK_TYPE_0_VALUES: set[
    ListCallsResponse200CallsItemDisclosureCheckType0
] = {
    "missing",
    "not_checked",
    "said",
}


def check_list_calls_response_200_calls_item_disclosure_check_type_0(
    value: str,
) -> ListCallsResponse200CallsItemDisclosureCheckType0:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURE_CHECK_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_DISCLOSURE_CHECK_TYPE_0_VALUES!r}"
    )
