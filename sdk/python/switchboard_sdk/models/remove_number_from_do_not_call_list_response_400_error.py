from typing import Literal

RemoveNumberFromDoNotCallListResponse400Error = Literal["validation_error"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse400Error] = {
    "validation_error",
}


def check_remove_number_from_do_not_call_list_response_400_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse400Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES!r}"
    )
