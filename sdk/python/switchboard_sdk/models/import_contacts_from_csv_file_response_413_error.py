from typing import Literal

ImportContactsFromCsvFileResponse413Error = Literal["payload_too_large"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_413_ERROR_VALUES: set[ImportContactsFromCsvFileResponse413Error] = {
    "payload_too_large",
}


def check_import_contacts_from_csv_file_response_413_error(value: str) -> ImportContactsFromCsvFileResponse413Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_413_ERROR_VALUES!r}"
    )
