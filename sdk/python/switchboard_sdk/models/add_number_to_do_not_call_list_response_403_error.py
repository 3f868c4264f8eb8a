from typing import Literal

AddNumberToDoNotCallListResponse403Error = Literal["permission_denied"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES: set[AddNumberToDoNotCallListResponse403Error] = {
    "permission_denied",
}


def check_add_number_to_do_not_call_list_response_403_error(value: str) -> AddNumberToDoNotCallListResponse403Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_403_ERROR_VALUES!r}"
    )
