from typing import Literal

CreateContactResponse413Error = Literal["payload_too_large"]

CREATE_CONTACT_RESPONSE_413_ERROR_VALUES: set[CreateContactResponse413Error] = {
    "payload_too_large",
}


def check_create_contact_response_413_error(value: str) -> CreateContactResponse413Error:
    if value in CREATE_CONTACT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_413_ERROR_VALUES!r}")
