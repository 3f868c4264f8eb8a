from typing import Literal

RemoveNumberFromDoNotCallListResponse429Error = Literal["rate_limited"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse429Error] = {
    "rate_limited",
}


def check_remove_number_from_do_not_call_list_response_429_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse429Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES!r}"
    )
