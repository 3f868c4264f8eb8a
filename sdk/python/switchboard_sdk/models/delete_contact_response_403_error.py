from typing import Literal

DeleteContactResponse403Error = Literal["permission_denied"]

DELETE_CONTACT_RESPONSE_403_ERROR_VALUES: set[DeleteContactResponse403Error] = {
    "permission_denied",
}


def check_delete_contact_response_403_error(value: str) -> DeleteContactResponse403Error:
    if value in DELETE_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_403_ERROR_VALUES!r}")
