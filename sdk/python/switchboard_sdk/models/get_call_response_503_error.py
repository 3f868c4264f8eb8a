from typing import Literal

GetCallResponse503Error = Literal["service_unavailable"]

GET_CALL_RESPONSE_503_ERROR_VALUES: set[GetCallResponse503Error] = {
    "service_unavailable",
}


def check_get_call_response_503_error(value: str) -> GetCallResponse503Error:
    if value in GET_CALL_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_503_ERROR_VALUES!r}")
