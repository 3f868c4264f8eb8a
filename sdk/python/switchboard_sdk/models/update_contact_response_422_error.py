from typing import Literal

UpdateContactResponse422Error = Literal["idempotency_key_reused"]

UPDATE_CONTACT_RESPONSE_422_ERROR_VALUES: set[UpdateContactResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_contact_response_422_error(value: str) -> UpdateContactResponse422Error:
    if value in UPDATE_CONTACT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_RESPONSE_422_ERROR_VALUES!r}")
