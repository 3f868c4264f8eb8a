from typing import Literal

EraseContactResponse403Error = Literal["permission_denied"]

ERASE_CONTACT_RESPONSE_403_ERROR_VALUES: set[EraseContactResponse403Error] = {
    "permission_denied",
}


def check_erase_contact_response_403_error(value: str) -> EraseContactResponse403Error:
    if value in ERASE_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
