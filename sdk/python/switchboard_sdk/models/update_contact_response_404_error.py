from typing import Literal

UpdateContactResponse404Error = Literal["not_found", "team_not_found"]

UPDATE_CONTACT_RESPONSE_404_ERROR_VALUES: set[UpdateContactResponse404Error] = {
    "not_found",
    "team_not_found",
}


def check_update_contact_response_404_error(value: str) -> UpdateContactResponse404Error:
    if value in UPDATE_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
