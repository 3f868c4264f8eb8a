from typing import Literal

CreateContactResponse429Error = Literal["rate_limited"]

CREATE_CONTACT_RESPONSE_429_ERROR_VALUES: set[CreateContactResponse429Error] = {
    "rate_limited",
}


def check_create_contact_response_429_error(value: str) -> CreateContactResponse429Error:
    if value in CREATE_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
