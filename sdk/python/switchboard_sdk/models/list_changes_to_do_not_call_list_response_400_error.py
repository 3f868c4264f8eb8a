from typing import Literal

ListChangesToDoNotCallListResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES: set[ListChangesToDoNotCallListResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_changes_to_do_not_call_list_response_400_error(value: str) -> ListChangesToDoNotCallListResponse400Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES!r}"
    )
