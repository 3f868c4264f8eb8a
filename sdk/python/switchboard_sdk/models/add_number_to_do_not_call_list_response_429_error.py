from typing import Literal

AddNumberToDoNotCallListResponse429Error = Literal["rate_limited"]

ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES: set[AddNumberToDoNotCallListResponse429Error] = {
    "rate_limited",
}


def check_add_number_to_do_not_call_list_response_429_error(value: str) -> AddNumberToDoNotCallListResponse429Error:
    if value in ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ADD_NUMBER_TO_DO_NOT_CALL_LIST_RESPONSE_429_ERROR_VALUES!r}"
    )
