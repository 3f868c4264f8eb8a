from typing import Literal

GetCallResponse400Error = Literal["validation_error"]

GET_CALL_RESPONSE_400_ERROR_VALUES: set[GetCallResponse400Error] = {
    "validation_error",
}


def check_get_call_response_400_error(value: str) -> GetCallResponse400Error:
    if value in GET_CALL_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_400_ERROR_VALUES!r}")
