from typing import Literal

ImportContactsFromCsvFileResponse422Error = Literal["idempotency_key_reused"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_422_ERROR_VALUES: set[ImportContactsFromCsvFileResponse422Error] = {
    "idempotency_key_reused",
}


def check_import_contacts_from_csv_file_response_422_error(value: str) -> ImportContactsFromCsvFileResponse422Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_422_ERROR_VALUES!r}"
    )
