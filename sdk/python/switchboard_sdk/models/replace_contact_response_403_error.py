from typing import Literal

ReplaceContactResponse403Error = Literal["permission_denied", "team_access_denied"]

REPLACE_CONTACT_RESPONSE_403_ERROR_VALUES: set[ReplaceContactResponse403Error] = {
    "permission_denied",
    "team_access_denied",
}


def check_replace_contact_response_403_error(value: str) -> ReplaceContactResponse403Error:
    if value in REPLACE_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
