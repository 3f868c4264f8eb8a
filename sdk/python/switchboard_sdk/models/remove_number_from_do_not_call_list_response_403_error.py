from typing import Literal

RemoveNumberFromDoNotCallListResponse403Error = Literal["permission_denied"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse403Error] = {
    "permission_denied",
}


def check_remove_number_from_do_not_call_list_response_403_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse403Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES!r}"
    )
