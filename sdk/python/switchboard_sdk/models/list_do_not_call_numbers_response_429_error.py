from typing import Literal

ListDoNotCallNumbersResponse429Error = Literal["rate_limited"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_429_ERROR_VALUES: set[ListDoNotCallNumbersResponse429Error] = {
    "rate_limited",
}


def check_list_do_not_call_numbers_response_429_error(value: str) -> ListDoNotCallNumbersResponse429Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_429_ERROR_VALUES!r}"
    )
