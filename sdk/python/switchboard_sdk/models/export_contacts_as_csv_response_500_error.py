from typing import Literal

ExportContactsAsCsvResponse500Error = Literal["server_error"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_500_ERROR_VALUES: set[ExportContactsAsCsvResponse500Error] = {
    "server_error",
}


def check_export_contacts_as_csv_response_500_error(value: str) -> ExportContactsAsCsvResponse500Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_500_ERROR_VALUES!r}")
