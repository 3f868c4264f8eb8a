from typing import Literal

GetContactImportResponse503Error = Literal["service_unavailable"]

GET_CONTACT_IMPORT_RESPONSE_503_ERROR_VALUES: set[GetContactImportResponse503Error] = {
    "service_unavailable",
}


def check_get_contact_import_response_503_error(value: str) -> GetContactImportResponse503Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_503_ERROR_VALUES!r}")
