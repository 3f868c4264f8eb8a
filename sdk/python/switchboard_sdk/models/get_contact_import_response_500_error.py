from typing import Literal

GetContactImportResponse500Error = Literal["server_error"]

GET_CONTACT_IMPORT_RESPONSE_500_ERROR_VALUES: set[GetContactImportResponse500Error] = {
    "server_error",
}


def check_get_contact_import_response_500_error(value: str) -> GetContactImportResponse500Error:
    if value in GET_CONTACT_IMPORT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_500_ERROR_VALUES!r}")
