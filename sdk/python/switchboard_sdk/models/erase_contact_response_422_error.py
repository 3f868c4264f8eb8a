from typing import Literal

EraseContactResponse422Error = Literal["idempotency_key_reused"]

ERASE_CONTACT_RESPONSE_422_ERROR_VALUES: set[EraseContactResponse422Error] = {
    "idempotency_key_reused",
}


def check_erase_contact_response_422_error(value: str) -> EraseContactResponse422Error:
    if value in ERASE_CONTACT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_422_ERROR_VALUES!r}")
