from typing import Literal

ImportContactsFromCsvFileMatchOn = Literal["email", "none", "phone"]

IMPORT_CONTACTS_FROM_CSV_FILE_MATCH_ON_VALUES: set[ImportContactsFromCsvFileMatchOn] = {
    "email",
    "none",
    "phone",
}


def check_import_contacts_from_csv_file_match_on(value: str) -> ImportContactsFromCsvFileMatchOn:
    if value in IMPORT_CONTACTS_FROM_CSV_FILE_MATCH_ON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {IMPORT_CONTACTS_FROM_CSV_FILE_MATCH_ON_VALUES!r}")
