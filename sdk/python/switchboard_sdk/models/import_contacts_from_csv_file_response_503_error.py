from typing import Literal

ImportContactsFromCsvFileResponse503Error = Literal["service_unavailable"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_503_ERROR_VALUES: set[ImportContactsFromCsvFileResponse503Error] = {
    "service_unavailable",
}


def check_import_contacts_from_csv_file_response_503_error(value: str) -> ImportContactsFromCsvFileResponse503Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_503_ERROR_VALUES!r}"
    )
