from typing import Literal

CreateContactResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_CONTACT_RESPONSE_401_ERROR_VALUES: set[CreateContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_contact_response_401_error(value: str) -> CreateContactResponse401Error:
    if value in CREATE_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
