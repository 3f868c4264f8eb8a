from typing import Literal

GetErasureResponse503Error = Literal["service_unavailable"]

GET_ERASURE_RESPONSE_503_ERROR_VALUES: set[GetErasureResponse503Error] = {
    "service_unavailable",
}


def check_get_erasure_response_503_error(value: str) -> GetErasureResponse503Error:
    if value in GET_ERASURE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_503_ERROR_VALUES!r}")
