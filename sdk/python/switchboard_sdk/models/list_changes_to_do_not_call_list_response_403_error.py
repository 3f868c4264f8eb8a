from typing import Literal

ListChangesToDoNotCallListResponse403Error = Literal["permission_denied"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES: set[ListChangesToDoNotCallListResponse403Error] = {
    "permission_denied",
}


def check_list_changes_to_do_not_call_list_response_403_error(value: str) -> ListChangesToDoNotCallListResponse403Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES!r}"
    )
