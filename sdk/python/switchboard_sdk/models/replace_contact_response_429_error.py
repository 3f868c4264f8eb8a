from typing import Literal

ReplaceContactResponse429Error = Literal["rate_limited"]

REPLACE_CONTACT_RESPONSE_429_ERROR_VALUES: set[ReplaceContactResponse429Error] = {
    "rate_limited",
}


def check_replace_contact_response_429_error(value: str) -> ReplaceContactResponse429Error:
    if value in REPLACE_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
