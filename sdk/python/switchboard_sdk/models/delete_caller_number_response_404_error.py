from typing import Literal

DeleteCallerNumberResponse404Error = Literal["not_found"]

DELETE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES: set[DeleteCallerNumberResponse404Error] = {
    "not_found",
}


def check_delete_caller_number_response_404_error(value: str) -> DeleteCallerNumberResponse404Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES!r}")
