from typing import Literal

ReplaceContactResponse400Error = Literal["invalid_json", "validation_error"]

REPLACE_CONTACT_RESPONSE_400_ERROR_VALUES: set[ReplaceContactResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_replace_contact_response_400_error(value: str) -> ReplaceContactResponse400Error:
    if value in REPLACE_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
