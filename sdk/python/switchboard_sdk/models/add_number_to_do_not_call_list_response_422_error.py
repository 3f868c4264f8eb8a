from typing import Literal

AddNumberToDoNotCallListResponse422Error = Literal["idempotency_key_reused"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES: set[AddNumberToDoNotCallListResponse422Error] = {
    "idempotency_key_reused",
}


def check_add_number_to_do_not_call_list_response_422_error(value: str) -> AddNumberToDoNotCallListResponse422Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_422_ERROR_VALUES!r}"
    )
