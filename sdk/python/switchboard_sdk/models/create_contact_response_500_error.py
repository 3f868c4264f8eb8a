from typing import Literal

CreateContactResponse500Error = Literal["server_error"]

CREATE_CONTACT_RESPONSE_500_ERROR_VALUES: set[CreateContactResponse500Error] = {
    "server_error",
}


def check_create_contact_response_500_error(value: str) -> CreateContactResponse500Error:
    if value in CREATE_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
