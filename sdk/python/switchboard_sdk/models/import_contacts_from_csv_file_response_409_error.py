from typing import Literal

ImportContactsFromCsvFileResponse409Error = Literal["idempotency_key_in_use"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_409_ERROR_VALUES: set[ImportContactsFromCsvFileResponse409Error] = {
    "idempotency_key_in_use",
}


def check_import_contacts_from_csv_file_response_409_error(value: str) -> ImportContactsFromCsvFileResponse409Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_409_ERROR_VALUES!r}"
    )
