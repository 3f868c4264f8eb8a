from typing import Literal

UpdateContactResponse429Error = Literal["rate_limited"]

UPDATE_CONTACT_RESPONSE_429_ERROR_VALUES: set[UpdateContactResponse429Error] = {
    "rate_limited",
}


def check_update_contact_response_429_error(value: str) -> UpdateContactResponse429Error:
    if value in UPDATE_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
