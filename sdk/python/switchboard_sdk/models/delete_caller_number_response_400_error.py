from typing import Literal

DeleteCallerNumberResponse400Error = Literal["validation_error"]

DELETE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES: set[DeleteCallerNumberResponse400Error] = {
    "validation_error",
}


def check_delete_caller_number_response_400_error(value: str) -> DeleteCallerNumberResponse400Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_400_ERROR_VALUES!r}")
