from typing import Literal

GetCallResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CALL_RESPONSE_401_ERROR_VALUES: set[GetCallResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_call_response_401_error(value: str) -> GetCallResponse401Error:
    if value in GET_CALL_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_401_ERROR_VALUES!r}")
