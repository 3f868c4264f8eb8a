from typing import Literal

GetErasureResponse403Error = Literal["permission_denied"]

GET_ERASURE_RESPONSE_403_ERROR_VALUES: set[GetErasureResponse403Error] = {
    "permission_denied",
}


def check_get_erasure_response_403_error(value: str) -> GetErasureResponse403Error:
    if value in GET_ERASURE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_403_ERROR_VALUES!r}")
