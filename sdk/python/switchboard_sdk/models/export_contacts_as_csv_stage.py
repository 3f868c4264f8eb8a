from typing import Literal

ExportContactsAsCsvStage = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

EXPORT_CONTACTS_AS_CSV_STAGE_VALUES: set[ExportContactsAsCsvStage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_export_contacts_as_csv_stage(value: str) -> ExportContactsAsCsvStage:
    if value in EXPORT_CONTACTS_AS_CSV_STAGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EXPORT_CONTACTS_AS_CSV_STAGE_VALUES!r}")
