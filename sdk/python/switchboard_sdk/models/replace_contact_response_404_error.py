from typing import Literal

ReplaceContactResponse404Error = Literal["not_found", "team_not_found"]

REPLACE_CONTACT_RESPONSE_404_ERROR_VALUES: set[ReplaceContactResponse404Error] = {
    "not_found",
    "team_not_found",
}


def check_replace_contact_response_404_error(value: str) -> ReplaceContactResponse404Error:
    if value in REPLACE_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
