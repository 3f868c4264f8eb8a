from typing import Literal

ReplaceContactResponse422Error = Literal["idempotency_key_reused"]

REPLACE_CONTACT_RESPONSE_422_ERROR_VALUES: set[ReplaceContactResponse422Error] = {
    "idempotency_key_reused",
}


def check_replace_contact_response_422_error(value: str) -> ReplaceContactResponse422Error:
    if value in REPLACE_CONTACT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_422_ERROR_VALUES!r}")
