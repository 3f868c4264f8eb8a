from typing import Literal

GetContactResponse403Error = Literal["permission_denied"]

GET_CONTACT_RESPONSE_403_ERROR_VALUES: set[GetContactResponse403Error] = {
    "permission_denied",
}


def check_get_contact_response_403_error(value: str) -> GetContactResponse403Error:
    if value in GET_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
