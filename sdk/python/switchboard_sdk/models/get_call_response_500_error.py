from typing import Literal

GetCallResponse500Error = Literal["server_error"]

GET_CALL_RESPONSE_500_ERROR_VALUES: set[GetCallResponse500Error] = {
    "server_error",
}


def check_get_call_response_500_error(value: str) -> GetCallResponse500Error:
    if value in GET_CALL_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_500_ERROR_VALUES!r}")
