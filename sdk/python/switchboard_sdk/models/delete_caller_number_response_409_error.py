from typing import Literal

DeleteCallerNumberResponse409Error = Literal["idempotency_key_in_use"]

DELETE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES: set[DeleteCallerNumberResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_caller_number_response_409_error(value: str) -> DeleteCallerNumberResponse409Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_409_ERROR_VALUES!r}")
