from typing import Literal

UpdateContactResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_CONTACT_RESPONSE_401_ERROR_VALUES: set[UpdateContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_contact_response_401_error(value: str) -> UpdateContactResponse401Error:
    if value in UPDATE_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
