from typing import Literal

CreateContactResponse400Error = Literal["invalid_json", "missing_first_name", "validation_error"]

CREATE_CONTACT_RESPONSE_400_ERROR_VALUES: set[CreateContactResponse400Error] = {
    "invalid_json",
    "missing_first_name",
    "validation_error",
}


def check_create_contact_response_400_error(value: str) -> CreateContactResponse400Error:
    if value in CREATE_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
