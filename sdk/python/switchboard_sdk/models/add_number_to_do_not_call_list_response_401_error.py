from typing import Literal

AddNumberToDoNotCallListResponse401Error = Literal["authentication_required", "invalid_key"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES: set[AddNumberToDoNotCallListResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_add_number_to_do_not_call_list_response_401_error(value: str) -> AddNumberToDoNotCallListResponse401Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_401_ERROR_VALUES!r}"
    )
