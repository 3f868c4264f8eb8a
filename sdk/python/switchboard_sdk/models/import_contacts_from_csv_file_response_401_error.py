from typing import Literal

ImportContactsFromCsvFileResponse401Error = Literal["authentication_required", "invalid_key"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_401_ERROR_VALUES: set[ImportContactsFromCsvFileResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_import_contacts_from_csv_file_response_401_error(value: str) -> ImportContactsFromCsvFileResponse401Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_401_ERROR_VALUES!r}"
    )
