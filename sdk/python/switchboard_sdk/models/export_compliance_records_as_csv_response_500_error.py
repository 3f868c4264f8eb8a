from typing import Literal

ExportComplianceRecordsAsCsvResponse500Error = Literal["server_error"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_500_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse500Error] = {
    "server_error",
}


def check_export_compliance_records_as_csv_response_500_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse500Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_500_ERROR_VALUES!r}"
    )
