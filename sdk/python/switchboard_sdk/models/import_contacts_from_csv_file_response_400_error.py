from typing import Literal

ImportContactsFromCsvFileResponse400Error = Literal["invalid_csv", "invalid_mapping", "validation_error"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_400_ERROR_VALUES: set[ImportContactsFromCsvFileResponse400Error] = {
    "invalid_csv",
    "invalid_mapping",
    "validation_error",
}


def check_import_contacts_from_csv_file_response_400_error(value: str) -> ImportContactsFromCsvFileResponse400Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_400_ERROR_VALUES!r}"
    )
