from typing import Literal

ListDoNotCallNumbersResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_DO_NOT_CALL_NUMBERS_RESPONSE_401_ERROR_VALUES: set[ListDoNotCallNumbersResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_do_not_call_numbers_response_401_error(value: str) -> ListDoNotCallNumbersResponse401Error:
    if value in LIST_DO_NOT_CALL_NUMBERS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_DO_NOT_CALL_NUMBERS_RESPONSE_401_ERROR_VALUES!r}"
    )
