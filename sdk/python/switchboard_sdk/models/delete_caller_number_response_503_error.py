from typing import Literal

DeleteCallerNumberResponse503Error = Literal["service_unavailable"]

DELETE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES: set[DeleteCallerNumberResponse503Error] = {
    "service_unavailable",
}


def check_delete_caller_number_response_503_error(value: str) -> DeleteCallerNumberResponse503Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_503_ERROR_VALUES!r}")
