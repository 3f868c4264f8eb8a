from typing import Literal

CreateContactResponse403Error = Literal["permission_denied", "team_access_denied"]

CREATE_CONTACT_RESPONSE_403_ERROR_VALUES: set[CreateContactResponse403Error] = {
    "permission_denied",
    "team_access_denied",
}


def check_create_contact_response_403_error(value: str) -> CreateContactResponse403Error:
    if value in CREATE_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
