from typing import Literal

ListCallsResponse200CallsItemPurpose = Literal["informational", "marketing"]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_PURPOSE_VALUES: set[ListCallsResponse200CallsItemPurpose] = {
    "informational",
    "marketing",
}


def check_list_calls_response_200_calls_item_purpose(value: str) -> ListCallsResponse200CallsItemPurpose:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_PURPOSE_VALUES!r}"
    )
