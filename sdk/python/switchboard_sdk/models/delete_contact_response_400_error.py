from typing import Literal

DeleteContactResponse400Error = Literal["validation_error"]

DELETE_CONTACT_RESPONSE_400_ERROR_VALUES: set[DeleteContactResponse400Error] = {
    "validation_error",
}


def check_delete_contact_response_400_error(value: str) -> DeleteContactResponse400Error:
    if value in DELETE_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_400_ERROR_VALUES!r}")
