from typing import Literal

GetErasureResponse400Error = Literal["validation_error"]

GET_ERASURE_RESPONSE_400_ERROR_VALUES: set[GetErasureResponse400Error] = {
    "validation_error",
}


def check_get_erasure_response_400_error(value: str) -> GetErasureResponse400Error:
    if value in GET_ERASURE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_400_ERROR_VALUES!r}")
