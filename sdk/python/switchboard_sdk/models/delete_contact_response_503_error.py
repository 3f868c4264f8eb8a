from typing import Literal

DeleteContactResponse503Error = Literal["service_unavailable"]

DELETE_CONTACT_RESPONSE_503_ERROR_VALUES: set[DeleteContactResponse503Error] = {
    "service_unavailable",
}


def check_delete_contact_response_503_error(value: str) -> DeleteContactResponse503Error:
    if value in DELETE_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_503_ERROR_VALUES!r}")
