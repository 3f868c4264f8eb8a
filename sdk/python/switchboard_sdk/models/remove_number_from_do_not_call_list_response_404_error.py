from typing import Literal

RemoveNumberFromDoNotCallListResponse404Error = Literal["not_found"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_404_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse404Error] = {
    "not_found",
}


def check_remove_number_from_do_not_call_list_response_404_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse404Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_404_ERROR_VALUES!r}"
    )
