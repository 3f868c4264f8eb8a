from typing import Literal

ExportComplianceRecordsAsCsvResponse429Error = Literal["rate_limited"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_429_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse429Error] = {
    "rate_limited",
}


def check_export_compliance_records_as_csv_response_429_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse429Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_429_ERROR_VALUES!r}"
    )
