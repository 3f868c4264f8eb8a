from typing import Literal

GetErasureResponse500Error = Literal["server_error"]

GET_ERASURE_RESPONSE_500_ERROR_VALUES: set[GetErasureResponse500Error] = {
    "server_error",
}


def check_get_erasure_response_500_error(value: str) -> GetErasureResponse500Error:
    if value in GET_ERASURE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_500_ERROR_VALUES!r}")
