from typing import Literal

EraseContactResponse503Error = Literal["service_unavailable"]

ERASE_CONTACT_RESPONSE_503_ERROR_VALUES: set[EraseContactResponse503Error] = {
    "service_unavailable",
}


def check_erase_contact_response_503_error(value: str) -> EraseContactResponse503Error:
    if value in ERASE_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
