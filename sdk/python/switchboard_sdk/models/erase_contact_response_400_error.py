from typing import Literal

EraseContactResponse400Error = Literal["validation_error"]

ERASE_CONTACT_RESPONSE_400_ERROR_VALUES: set[EraseContactResponse400Error] = {
    "validation_error",
}


def check_erase_contact_response_400_error(value: str) -> EraseContactResponse400Error:
    if value in ERASE_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
