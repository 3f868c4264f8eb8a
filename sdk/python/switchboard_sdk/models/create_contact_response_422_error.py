from typing import Literal

CreateContactResponse422Error = Literal["idempotency_key_reused"]

CREATE_CONTACT_RESPONSE_422_ERROR_VALUES: set[CreateContactResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_contact_response_422_error(value: str) -> CreateContactResponse422Error:
    if value in CREATE_CONTACT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_RESPONSE_422_ERROR_VALUES!r}")
