from typing import Literal

ExportContactsAsCsvStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

EXPORT_CONTACTS_AS_CSV_STATUS_VALUES: set[ExportContactsAsCsvStatus] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_export_contacts_as_csv_status(value: str) -> ExportContactsAsCsvStatus:
    if value in EXPORT_CONTACTS_AS_CSV_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_STATUS_VALUES!r}")
