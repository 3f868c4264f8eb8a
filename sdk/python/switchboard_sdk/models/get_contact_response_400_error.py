from typing import Literal

GetContactResponse400Error = Literal["validation_error"]

GET_CONTACT_RESPONSE_400_ERROR_VALUES: set[GetContactResponse400Error] = {
    "validation_error",
}


def check_get_contact_response_400_error(value: str) -> GetContactResponse400Error:
    if value in GET_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
