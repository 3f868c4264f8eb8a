from typing import Literal

UpdateContactResponse403Error = Literal["permission_denied", "team_access_denied"]

UPDATE_CONTACT_RESPONSE_403_ERROR_VALUES: set[UpdateContactResponse403Error] = {
    "permission_denied",
    "team_access_denied",
}


def check_update_contact_response_403_error(value: str) -> UpdateContactResponse403Error:
    if value in UPDATE_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
