from typing import Literal

GetContactResponse503Error = Literal["service_unavailable"]

GET_CONTACT_RESPONSE_503_ERROR_VALUES: set[GetContactResponse503Error] = {
    "service_unavailable",
}


def check_get_contact_response_503_error(value: str) -> GetContactResponse503Error:
    if value in GET_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
