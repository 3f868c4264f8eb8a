from typing import Literal

ListDoNotCallNumbersResponse403Error = Literal["permission_denied"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_403_ERROR_VALUES: set[ListDoNotCallNumbersResponse403Error] = {
    "permission_denied",
}


def check_list_do_not_call_numbers_response_403_error(value: str) -> ListDoNotCallNumbersResponse403Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_403_ERROR_VALUES!r}"
    )
