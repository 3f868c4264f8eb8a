from typing import Literal

ImportContactsFromCsvFileResponse429Error = Literal["import_limit_reached", "rate_limited"]

IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_429_ERROR_VALUES: set[ImportContactsFromCsvFileResponse429Error] = {
    "import_limit_reached",
    "rate_limited",
}


def check_import_contacts_from_csv_file_response_429_error(value: str) -> ImportContactsFromCsvFileResponse429Error:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_RESPONSE_429_ERROR_VALUES!r}"
    )
