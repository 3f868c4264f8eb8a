from typing import Literal

RemoveNumberFromDoNotCallListResponse401Error = Literal["authentication_required", "invalid_key"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_remove_number_from_do_not_call_list_response_401_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse401Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES!r}"
    )
