from typing import Literal

ExportContactsAsCsvResponse503Error = Literal["service_unavailable"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_503_ERROR_VALUES: set[ExportContactsAsCsvResponse503Error] = {
    "service_unavailable",
}


def check_export_contacts_as_csv_response_503_error(value: str) -> ExportContactsAsCsvResponse503Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_503_ERROR_VALUES!r}")
