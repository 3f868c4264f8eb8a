from typing import Literal

EraseContactResponse401Error = Literal["authentication_required", "invalid_key"]

ERASE_CONTACT_RESPONSE_401_ERROR_VALUES: set[EraseContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_erase_contact_response_401_error(value: str) -> EraseContactResponse401Error:
    if value in ERASE_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
