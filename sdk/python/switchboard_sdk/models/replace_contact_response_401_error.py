from typing import Literal

ReplaceContactResponse401Error = Literal["authentication_required", "invalid_key"]

REPLACE_CONTACT_RESPONSE_401_ERROR_VALUES: set[ReplaceContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_replace_contact_response_401_error(value: str) -> ReplaceContactResponse401Error:
    if value in REPLACE_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
