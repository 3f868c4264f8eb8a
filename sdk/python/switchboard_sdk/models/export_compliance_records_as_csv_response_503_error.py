from typing import Literal

ExportComplianceRecordsAsCsvResponse503Error = Literal["service_unavailable"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_503_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse503Error] = {
    "service_unavailable",
}


def check_export_compliance_records_as_csv_response_503_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse503Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_503_ERROR_VALUES!r}"
    )
