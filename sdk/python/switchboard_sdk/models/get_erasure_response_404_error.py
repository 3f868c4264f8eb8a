from typing import Literal

GetErasureResponse404Error = Literal["not_found"]

GET_ERASURE_RESPONSE_404_ERROR_VALUES: set[GetErasureResponse404Error] = {
    "not_found",
}


def check_get_erasure_response_404_error(value: str) -> GetErasureResponse404Error:
    if value in GET_ERASURE_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_404_ERROR_VALUES!r}")
