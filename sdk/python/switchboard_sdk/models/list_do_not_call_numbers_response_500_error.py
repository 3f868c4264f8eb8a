from typing import Literal

ListDoNotCallNumbersResponse500Error = Literal["server_error"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_500_ERROR_VALUES: set[ListDoNotCallNumbersResponse500Error] = {
    "server_error",
}


def check_list_do_not_call_numbers_response_500_error(value: str) -> ListDoNotCallNumbersResponse500Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_500_ERROR_VALUES!r}"
    )
