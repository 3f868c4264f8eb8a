from typing import Literal

ListChangesToDoNotCallListResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES: set[ListChangesToDoNotCallListResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_changes_to_do_not_call_list_response_401_error(value: str) -> ListChangesToDoNotCallListResponse401Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES!r}"
    )
