from typing import Literal

AddNumberToDoNotCallListResponse409Error = Literal["idempotency_key_in_use"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES: set[AddNumberToDoNotCallListResponse409Error] = {
    "idempotency_key_in_use",
}


def check_add_number_to_do_not_call_list_response_409_error(value: str) -> AddNumberToDoNotCallListResponse409Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_409_ERROR_VALUES!r}"
    )
