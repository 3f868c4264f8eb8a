from typing import Literal

ListChangesToDoNotCallListResponse200ChangesItemSource = Literal["api", "call", "crm", "dashboard", "operator", "text"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_SOURCE_VALUES: set[
    ListChangesToDoNotCallListResponse200ChangesItemSource
] = {
    "api",
    "call",
    "crm",
    "dashboard",
    "operator",
    "text",
}


def check_list_changes_to_do_not_call_list_response_200_changes_item_source(
    value: str,
) -> ListChangesToDoNotCallListResponse200ChangesItemSource:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_SOURCE_VALUES!r}"
    )
