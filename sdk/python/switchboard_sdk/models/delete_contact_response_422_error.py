from typing import Literal

DeleteContactResponse422Error = Literal["idempotency_key_reused"]

DELETE_CONTACT_RESPONSE_422_ERROR_VALUES: set[DeleteContactResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_contact_response_422_error(value: str) -> DeleteContactResponse422Error:
    if value in DELETE_CONTACT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_422_ERROR_VALUES!r}")
