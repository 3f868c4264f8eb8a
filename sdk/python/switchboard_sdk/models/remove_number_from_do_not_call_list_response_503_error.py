from typing import Literal

RemoveNumberFromDoNotCallListResponse503Error = Literal["service_unavailable"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse503Error] = {
    "service_unavailable",
}


def check_remove_number_from_do_not_call_list_response_503_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse503Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES!r}"
    )
