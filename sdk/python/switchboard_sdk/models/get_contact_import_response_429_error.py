from typing import Literal

GetContactImportResponse429Error = Literal["rate_limited"]

GET_CONTACT_IMPORT_RESPONSE_429_ERROR_VALUES: set[GetContactImportResponse429Error] = {
    "rate_limited",
}


def check_get_contact_import_response_429_error(value: str) -> GetContactImportResponse429Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_429_ERROR_VALUES!r}")
