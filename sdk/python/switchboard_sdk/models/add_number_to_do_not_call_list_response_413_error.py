from typing import Literal

AddNumberToDoNotCallListResponse413Error = Literal["payload_too_large"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_413_ERROR_VALUES: set[AddNumberToDoNotCallListResponse413Error] = {
    "payload_too_large",
}


def check_add_number_to_do_not_call_list_response_413_error(value: str) -> AddNumberToDoNotCallListResponse413Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_413_ERROR_VALUES!r}"
    )
