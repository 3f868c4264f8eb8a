from typing import Literal

ReplaceContactResponse413Error = Literal["payload_too_large"]

REPLACE_CONTACT_RESPONSE_413_ERROR_VALUES: set[ReplaceContactResponse413Error] = {
    "payload_too_large",
}


def check_replace_contact_response_413_error(value: str) -> ReplaceContactResponse413Error:
    if value in REPLACE_CONTACT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_413_ERROR_VALUES!r}")
