from typing import Literal

ListDoNotCallNumbersResponse503Error = Literal["service_unavailable"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_503_ERROR_VALUES: set[ListDoNotCallNumbersResponse503Error] = {
    "service_unavailable",
}


def check_list_do_not_call_numbers_response_503_error(value: str) -> ListDoNotCallNumbersResponse503Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_503_ERROR_VALUES!r}"
    )
