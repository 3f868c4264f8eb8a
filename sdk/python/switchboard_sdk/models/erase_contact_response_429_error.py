from typing import Literal

EraseContactResponse429Error = Literal["rate_limited"]

ERASE_CONTACT_RESPONSE_429_ERROR_VALUES: set[EraseContactResponse429Error] = {
    "rate_limited",
}


def check_erase_contact_response_429_error(value: str) -> EraseContactResponse429Error:
    if value in ERASE_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
