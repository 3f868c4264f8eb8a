from typing import Literal

DeleteContactResponse429Error = Literal["rate_limited"]

DELETE_CONTACT_RESPONSE_429_ERROR_VALUES: set[DeleteContactResponse429Error] = {
    "rate_limited",
}


def check_delete_contact_response_429_error(value: str) -> DeleteContactResponse429Error:
    if value in DELETE_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_CONTACT_RESPONSE_429_ERROR_VALUES!r}")
