from typing import Literal

DeleteContactResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_CONTACT_RESPONSE_401_ERROR_VALUES: set[DeleteContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_contact_response_401_error(value: str) -> DeleteContactResponse401Error:
    if value in DELETE_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_401_ERROR_VALUES!r}")
