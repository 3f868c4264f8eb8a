from typing import Literal

UpdateContactResponse500Error = Literal["server_error"]

UPDATE_CONTACT_RESPONSE_500_ERROR_VALUES: set[UpdateContactResponse500Error] = {
    "server_error",
}


def check_update_contact_response_500_error(value: str) -> UpdateContactResponse500Error:
    if value in UPDATE_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
