from typing import Literal

ExportContactsAsCsvResponse401Error = Literal["authentication_required", "invalid_key"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_401_ERROR_VALUES: set[ExportContactsAsCsvResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_export_contacts_as_csv_response_401_error(value: str) -> ExportContactsAsCsvResponse401Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_401_ERROR_VALUES!r}")
