from typing import Literal

UpdateContactResponse409Error = Literal["idempotency_key_in_use"]

UPDATE_CONTACT_RESPONSE_409_ERROR_VALUES: set[UpdateContactResponse409Error] = {
    "idempotency_key_in_use",
}


def check_update_contact_response_409_error(value: str) -> UpdateContactResponse409Error:
    if value in UPDATE_CONTACT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_409_ERROR_VALUES!r}")
