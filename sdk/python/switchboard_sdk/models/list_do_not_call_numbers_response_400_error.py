from typing import Literal

ListDoNotCallNumbersResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_400_ERROR_VALUES: set[ListDoNotCallNumbersResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_do_not_call_numbers_response_400_error(value: str) -> ListDoNotCallNumbersResponse400Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_400_ERROR_VALUES!r}"
    )
