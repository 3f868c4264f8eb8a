from typing import Literal

GetCallerNumberResponse500Error = Literal["server_error"]

GET_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES: set[GetCallerNumberResponse500Error] = {
    "server_error",
}


def check_get_caller_number_response_500_error(value: str) -> GetCallerNumberResponse500Error:
    if value in GET_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES!r}")
