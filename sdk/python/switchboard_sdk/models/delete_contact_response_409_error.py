from typing import Literal

DeleteContactResponse409Error = Literal["idempotency_key_in_use"]

DELETE_CONTACT_RESPONSE_409_ERROR_VALUES: set[DeleteContactResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_contact_response_409_error(value: str) -> DeleteContactResponse409Error:
    if value in DELETE_CONTACT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_409_ERROR_VALUES!r}")
