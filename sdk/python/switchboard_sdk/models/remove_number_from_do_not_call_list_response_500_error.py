from typing import Literal

RemoveNumberFromDoNotCallListResponse500Error = Literal["server_error"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse500Error] = {
    "server_error",
}


def check_remove_number_from_do_not_call_list_response_500_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse500Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES!r}"
    )
