from typing import Literal

ListChangesToDoNotCallListResponse503Error = Literal["service_unavailable"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES: set[ListChangesToDoNotCallListResponse503Error] = {
    "service_unavailable",
}


def check_list_changes_to_do_not_call_list_response_503_error(value: str) -> ListChangesToDoNotCallListResponse503Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES!r}"
    )
