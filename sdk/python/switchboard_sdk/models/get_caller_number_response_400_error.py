from typing import Literal

GetCallerNumberResponse400Error = Literal["validation_error"]

GET_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES: set[GetCallerNumberResponse400Error] = {
    "validation_error",
}


def check_get_caller_number_response_400_error(value: str) -> GetCallerNumberResponse400Error:
    if value in GET_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES!r}")
