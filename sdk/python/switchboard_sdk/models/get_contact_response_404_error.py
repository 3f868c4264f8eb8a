from typing import Literal

GetContactResponse404Error = Literal["not_found"]

GET_CONTACT_RESPONSE_404_ERROR_VALUES: set[GetContactResponse404Error] = {
    "not_found",
}


def check_get_contact_response_404_error(value: str) -> GetContactResponse404Error:
    if value in GET_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
