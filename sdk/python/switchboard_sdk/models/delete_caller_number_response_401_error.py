from typing import Literal

DeleteCallerNumberResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES: set[DeleteCallerNumberResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_caller_number_response_401_error(value: str) -> DeleteCallerNumberResponse401Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_401_ERROR_VALUES!r}")
