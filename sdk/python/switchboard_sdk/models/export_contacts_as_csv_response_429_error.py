from typing import Literal

ExportContactsAsCsvResponse429Error = Literal["rate_limited"]

EXPORT_CONTACTS_AS_CSV_RESPONSE_429_ERROR_VALUES: set[ExportContactsAsCsvResponse429Error] = {
    "rate_limited",
}


def check_export_contacts_as_csv_response_429_error(value: str) -> ExportContactsAsCsvResponse429Error:
    if value in EXPORT_CONTACTS_AS_CSV_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_RESPONSE_429_ERROR_VALUES!r}")
