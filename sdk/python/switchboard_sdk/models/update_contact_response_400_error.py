from typing import Literal

UpdateContactResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_CONTACT_RESPONSE_400_ERROR_VALUES: set[UpdateContactResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_update_contact_response_400_error(value: str) -> UpdateContactResponse400Error:
    if value in UPDATE_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
