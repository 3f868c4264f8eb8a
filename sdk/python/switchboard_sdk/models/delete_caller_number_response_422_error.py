from typing import Literal

DeleteCallerNumberResponse422Error = Literal["idempotency_key_reused"]

DELETE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES: set[DeleteCallerNumberResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_caller_number_response_422_error(value: str) -> DeleteCallerNumberResponse422Error:
    if value in DELETE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CALLER_NUMBER_RESPONSE_422_ERROR_VALUES!r}")
