from typing import Literal

ListChangesToDoNotCallListResponse200ChangesItemAction = Literal["added", "removed"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_ACTION_VALUES: set[
    ListChangesToDoNotCallListResponse200ChangesItemAction
] = {
    "added",
    "removed",
}


def check_list_changes_to_do_not_call_list_response_200_changes_item_action(
    value: str,
) -> ListChangesToDoNotCallListResponse200ChangesItemAction:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_200_CHANGES_ITEM_ACTION_VALUES!r}"
    )
