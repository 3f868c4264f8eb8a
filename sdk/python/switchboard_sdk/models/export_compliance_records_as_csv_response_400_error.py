from typing import Literal

ExportComplianceRecordsAsCsvResponse400Error = Literal["validation_error"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_400_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse400Error] = {
    "validation_error",
}


def check_export_compliance_records_as_csv_response_400_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse400Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_400_ERROR_VALUES!r}"
    )
