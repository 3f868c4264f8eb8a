from typing import Literal

GetContactImportResponse400Error = Literal["validation_error"]

GET_CONTACT_IMPORT_RESPONSE_400_ERROR_VALUES: set[GetContactImportResponse400Error] = {
    "validation_error",
}


def check_get_contact_import_response_400_error(value: str) -> GetContactImportResponse400Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_400_ERROR_VALUES!r}")
