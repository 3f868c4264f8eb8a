from typing import Literal

ImportContactsFromCsvFileResponse415Error = Literal["unsupported_media_type"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_415_ERROR_VALUES: set[ImportContactsFromCsvFileResponse415Error] = {
    "unsupported_media_type",
}


def check_import_contacts_from_csv_file_response_415_error(value: str) -> ImportContactsFromCsvFileResponse415Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_415_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_415_ERROR_VALUES!r}"
    )
