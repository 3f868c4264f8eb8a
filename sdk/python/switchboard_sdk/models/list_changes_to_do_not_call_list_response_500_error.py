from typing import Literal

ListChangesToDoNotCallListResponse500Error = Literal["server_error"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES: set[ListChangesToDoNotCallListResponse500Error] = {
    "server_error",
}


def check_list_changes_to_do_not_call_list_response_500_error(value: str) -> ListChangesToDoNotCallListResponse500Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES!r}"
    )
