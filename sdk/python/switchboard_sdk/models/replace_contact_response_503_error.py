from typing import Literal

ReplaceContactResponse503Error = Literal["service_unavailable"]

REPLACE_CONTACT_RESPONSE_503_ERROR_VALUES: set[ReplaceContactResponse503Error] = {
    "service_unavailable",
}


def check_replace_contact_response_503_error(value: str) -> ReplaceContactResponse503Error:
    if value in REPLACE_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
