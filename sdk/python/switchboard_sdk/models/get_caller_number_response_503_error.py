from typing import Literal

GetCallerNumberResponse503Error = Literal["service_unavailable"]

GET_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES: set[GetCallerNumberResponse503Error] = {
    "service_unavailable",
}


def check_get_caller_number_response_503_error(value: str) -> GetCallerNumberResponse503Error:
    if value in GET_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES!r}")
