from typing import Literal

AddNumberToDoNotCallListResponse503Error = Literal["service_unavailable"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES: set[AddNumberToDoNotCallListResponse503Error] = {
    "service_unavailable",
}


def check_add_number_to_do_not_call_list_response_503_error(value: str) -> AddNumberToDoNotCallListResponse503Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_503_ERROR_VALUES!r}"
    )
