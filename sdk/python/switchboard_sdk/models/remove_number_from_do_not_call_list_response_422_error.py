from typing import Literal

RemoveNumberFromDoNotCallListResponse422Error = Literal["idempotency_key_reused"]

REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES: set[RemoveNumberFromDoNotCallListResponse422Error] = {
    "idempotency_key_reused",
}


def check_remove_number_from_do_not_call_list_response_422_error(
    value: str,
) -> RemoveNumberFromDoNotCallListResponse422Error:
    if value in REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REMOVE_NUMBER_FROM_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES!r}"
    )
