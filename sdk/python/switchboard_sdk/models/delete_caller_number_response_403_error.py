from typing import Literal

DeleteCallerNumberResponse403Error = Literal["permission_denied"]

DELETE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES: set[DeleteCallerNumberResponse403Error] = {
    "permission_denied",
}


def check_delete_caller_number_response_403_error(value: str) -> DeleteCallerNumberResponse403Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_403_ERROR_VALUES!r}")
