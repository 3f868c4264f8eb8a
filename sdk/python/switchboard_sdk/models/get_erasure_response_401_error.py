from typing import Literal

GetErasureResponse401Error = Literal["authentication_required", "invalid_key"]

GET_ERASURE_RESPONSE_401_ERROR_VALUES: set[GetErasureResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_erasure_response_401_error(value: str) -> GetErasureResponse401Error:
    if value in GET_ERASURE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_401_ERROR_VALUES!r}")
