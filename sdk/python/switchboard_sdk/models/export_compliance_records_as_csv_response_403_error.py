from typing import Literal

ExportComplianceRecordsAsCsvResponse403Error = Literal["permission_denied"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_403_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse403Error] = {
    "permission_denied",
}


def check_export_compliance_records_as_csv_response_403_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse403Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_403_ERROR_VALUES!r}"
    )
