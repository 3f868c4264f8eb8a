from typing import Literal

DeleteCallerNumberResponse500Error = Literal["server_error"]

DELETE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES: set[DeleteCallerNumberResponse500Error] = {
    "server_error",
}


def check_delete_caller_number_response_500_error(value: str) -> DeleteCallerNumberResponse500Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_500_ERROR_VALUES!r}")
