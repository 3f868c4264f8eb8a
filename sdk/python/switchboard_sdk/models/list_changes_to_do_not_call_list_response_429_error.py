from typing import Literal

ListChangesToDoNotCallListResponse429Error = Literal["rate_limited"]

LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES: set[ListChangesToDoNotCallListResponse429Error] = {
    "rate_limited",
}


def check_list_changes_to_do_not_call_list_response_429_error(value: str) -> ListChangesToDoNotCallListResponse429Error:
    if value in LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CHANGES_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES!r}"
    )
