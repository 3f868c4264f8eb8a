from typing import Literal

CreateContactResponse409Error = Literal["idempotency_key_in_use"]

CREATE_CONTACT_RESPONSE_409_ERROR_VALUES: set[CreateContactResponse409Error] = {
    "idempotency_key_in_use",
}


def check_create_contact_response_409_error(value: str) -> CreateContactResponse409Error:
    if value in CREATE_CONTACT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_409_ERROR_VALUES!r}")
