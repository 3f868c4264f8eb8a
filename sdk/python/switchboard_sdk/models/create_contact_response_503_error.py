from typing import Literal

CreateContactResponse503Error = Literal["service_unavailable"]

CREATE_CONTACT_RESPONSE_503_ERROR_VALUES: set[CreateContactResponse503Error] = {
    "service_unavailable",
}


def check_create_contact_response_503_error(value: str) -> CreateContactResponse503Error:
    if value in CREATE_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
