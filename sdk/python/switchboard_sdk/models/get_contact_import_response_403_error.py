from typing import Literal

GetContactImportResponse403Error = Literal["permission_denied"]

GET_CONTACT_IMPORT_RESPONSE_403_ERROR_VALUES: set[GetContactImportResponse403Error] = {
    "permission_denied",
}


def check_get_contact_import_response_403_error(value: str) -> GetContactImportResponse403Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_403_ERROR_VALUES!r}")
