from typing import Literal

AddNumberToDoNotCallListResponse400Error = Literal["invalid_json", "invalid_phone_number", "validation_error"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES: set[AddNumberToDoNotCallListResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "validation_error",
}


def check_add_number_to_do_not_call_list_response_400_error(value: str) -> AddNumberToDoNotCallListResponse400Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_400_ERROR_VALUES!r}"
    )
