from typing import Literal

GetContactImportResponse404Error = Literal["not_found"]

GET_CONTACT_IMPORT_RESPONSE_404_ERROR_VALUES: set[GetContactImportResponse404Error] = {
    "not_found",
}


def check_get_contact_import_response_404_error(value: str) -> GetContactImportResponse404Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_404_ERROR_VALUES!r}")
