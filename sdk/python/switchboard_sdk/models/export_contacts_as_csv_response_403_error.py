from typing import Literal

ExportContactsAsCsvResponse403Error = Literal["permission_denied"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_403_ERROR_VALUES: set[ExportContactsAsCsvResponse403Error] = {
    "permission_denied",
}


def check_export_contacts_as_csv_response_403_error(value: str) -> ExportContactsAsCsvResponse403Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_403_ERROR_VALUES!r}")
