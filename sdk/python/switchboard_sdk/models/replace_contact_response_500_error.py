from typing import Literal

ReplaceContactResponse500Error = Literal["server_error"]

REPLACE_CONTACT_RESPONSE_500_ERROR_VALUES: set[ReplaceContactResponse500Error] = {
    "server_error",
}


def check_replace_contact_response_500_error(value: str) -> ReplaceContactResponse500Error:
    if value in REPLACE_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
