from typing import Literal

EraseContactResponse500Error = Literal["server_error"]

ERASE_CONTACT_RESPONSE_500_ERROR_VALUES: set[EraseContactResponse500Error] = {
    "server_error",
}


def check_erase_contact_response_500_error(value: str) -> EraseContactResponse500Error:
    if value in ERASE_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
