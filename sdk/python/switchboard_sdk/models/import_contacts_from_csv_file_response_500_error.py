from typing import Literal

ImportContactsFromCsvFileResponse500Error = Literal["server_error"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_500_ERROR_VALUES: set[ImportContactsFromCsvFileResponse500Error] = {
    "server_error",
}


def check_import_contacts_from_csv_file_response_500_error(value: str) -> ImportContactsFromCsvFileResponse500Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_500_ERROR_VALUES!r}"
    )
