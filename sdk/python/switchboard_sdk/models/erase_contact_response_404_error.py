from typing import Literal

EraseContactResponse404Error = Literal["not_found"]

ERASE_CONTACT_RESPONSE_404_ERROR_VALUES: set[EraseContactResponse404Error] = {
    "not_found",
}


def check_erase_contact_response_404_error(value: str) -> EraseContactResponse404Error:
    if value in ERASE_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
