from typing import Literal

AddNumberToDoNotCallListResponse500Error = Literal["server_error"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES: set[AddNumberToDoNotCallListResponse500Error] = {
    "server_error",
}


def check_add_number_to_do_not_call_list_response_500_error(value: str) -> AddNumberToDoNotCallListResponse500Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_500_ERROR_VALUES!r}"
    )
