from typing import Literal

GetCallerNumberResponse404Error = Literal["not_found"]

GET_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES: set[GetCallerNumberResponse404Error] = {
    "not_found",
}


def check_get_caller_number_response_404_error(value: str) -> GetCallerNumberResponse404Error:
    if value in GET_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES!r}")
