from typing import Literal

EraseContactResponse409Error = Literal["idempotency_key_in_use"]

ERASE_CONTACT_RESPONSE_409_ERROR_VALUES: set[EraseContactResponse409Error] = {
    "idempotency_key_in_use",
}


def check_erase_contact_response_409_error(value: str) -> EraseContactResponse409Error:
    if value in ERASE_CONTACT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_409_ERROR_VALUES!r}")
