from typing import Literal

DeleteContactResponse404Error = Literal["not_found"]

DELETE_CONTACT_RESPONSE_404_ERROR_VALUES: set[DeleteContactResponse404Error] = {
    "not_found",
}


def check_delete_contact_response_404_error(value: str) -> DeleteContactResponse404Error:
    if value in DELETE_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_404_ERROR_VALUES!r}")
