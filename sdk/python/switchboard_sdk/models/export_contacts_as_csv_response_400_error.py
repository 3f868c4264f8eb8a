from typing import Literal

ExportContactsAsCsvResponse400Error = Literal["validation_error"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_400_ERROR_VALUES: set[ExportContactsAsCsvResponse400Error] = {
    "validation_error",
}


def check_export_contacts_as_csv_response_400_error(value: str) -> ExportContactsAsCsvResponse400Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_400_ERROR_VALUES!r}")
