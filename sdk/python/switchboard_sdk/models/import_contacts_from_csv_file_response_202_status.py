from typing import Literal

ImportContactsFromCsvFileResponse202Status = Literal["completed", "failed", "queued", "running"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_202_STATUS_VALUES: set[ImportContactsFromCsvFileResponse202Status] = {
    "completed",
    "failed",
    "queued",
    "running",
}


def check_import_contacts_from_csv_file_response_202_status(value: str) -> ImportContactsFromCsvFileResponse202Status:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_202_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_202_STATUS_VALUES!r}"
    )
