from typing import Literal

CreateContactResponse404Error = Literal["team_not_found"]

CREATE_CONTACT_RESPONSE_404_ERROR_VALUES: set[CreateContactResponse404Error] = {
    "team_not_found",
}


def check_create_contact_response_404_error(value: str) -> CreateContactResponse404Error:
    if value in CREATE_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
