from typing import Literal

UpdateContactResponse503Error = Literal["service_unavailable"]

UPDATE_CONTACT_RESPONSE_503_ERROR_VALUES: set[UpdateContactResponse503Error] = {
    "service_unavailable",
}


def check_update_contact_response_503_error(value: str) -> UpdateContactResponse503Error:
    if value in UPDATE_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
