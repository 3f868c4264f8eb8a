from typing import Literal

ImportContactsFromCsvFileResponse403Error = Literal["permission_denied"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_403_ERROR_VALUES: set[ImportContactsFromCsvFileResponse403Error] = {
    "permission_denied",
}


def check_import_contacts_from_csv_file_response_403_error(value: str) -> ImportContactsFromCsvFileResponse403Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_403_ERROR_VALUES!r}"
    )
