from typing import Literal

GetCallerNumberResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES: set[GetCallerNumberResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_caller_number_response_401_error(value: str) -> GetCallerNumberResponse401Error:
    if value in GET_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES!r}")
