from typing import Literal

GetContactResponse500Error = Literal["server_error"]

GET_CONTACT_RESPONSE_500_ERROR_VALUES: set[GetContactResponse500Error] = {
    "server_error",
}


def check_get_contact_response_500_error(value: str) -> GetContactResponse500Error:
    if value in GET_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
