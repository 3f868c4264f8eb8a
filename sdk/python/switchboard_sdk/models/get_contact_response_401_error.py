from typing import Literal

GetContactResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CONTACT_RESPONSE_401_ERROR_VALUES: set[GetContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_contact_response_401_error(value: str) -> GetContactResponse401Error:
    if value in GET_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
