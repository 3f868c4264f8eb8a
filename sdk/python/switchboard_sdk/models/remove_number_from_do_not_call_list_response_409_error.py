from typing import Literal

RemoveNumberFromDoNotCallListResponse409Error = Literal["idempotency_key_in_use"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse409Error] = {
    "idempotency_key_in_use",
}


def check_remove_number_from_do_not_call_list_response_409_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse409Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES!r}"
    )
