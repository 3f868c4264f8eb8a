from typing import Literal

GetCallResponse404Error = Literal["not_found"]

GET_CALL_RESPONSE_404_ERROR_VALUES: set[GetCallResponse404Error] = {
    "not_found",
}


def check_get_call_response_404_error(value: str) -> GetCallResponse404Error:
    if value in GET_CALL_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_404_ERROR_VALUES!r}")
