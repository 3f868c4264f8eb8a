from typing import Literal

UpdateContactResponse413Error = Literal["payload_too_large"]

UPDATE_CONTACT_RESPONSE_413_ERROR_VALUES: set[UpdateContactResponse413Error] = {
    "payload_too_large",
}


def check_update_contact_response_413_error(value: str) -> UpdateContactResponse413Error:
    if value in UPDATE_CONTACT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_413_ERROR_VALUES!r}")
