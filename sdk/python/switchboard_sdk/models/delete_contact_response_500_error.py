from typing import Literal

DeleteContactResponse500Error = Literal["server_error"]

DELETE_CONTACT_RESPONSE_500_ERROR_VALUES: set[DeleteContactResponse500Error] = {
    "server_error",
}


def check_delete_contact_response_500_error(value: str) -> DeleteContactResponse500Error:
    if value in DELETE_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_500_ERROR_VALUES!r}")
