from typing import Literal

GetContactResponse429Error = Literal["rate_limited"]

GET_CONTACT_RESPONSE_429_ERROR_VALUES: set[GetContactResponse429Error] = {
    "rate_limited",
}


def check_get_contact_response_429_error(value: str) -> GetContactResponse429Error:
    if value in GET_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
