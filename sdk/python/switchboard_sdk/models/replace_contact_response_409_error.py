from typing import Literal

ReplaceContactResponse409Error = Literal["idempotency_key_in_use"]

REPLACE_CONTACT_RESPONSE_409_ERROR_VALUES: set[ReplaceContactResponse409Error] = {
    "idempotency_key_in_use",
}


def check_replace_contact_response_409_error(value: str) -> ReplaceContactResponse409Error:
    if value in REPLACE_CONTACT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_409_ERROR_VALUES!r}")
