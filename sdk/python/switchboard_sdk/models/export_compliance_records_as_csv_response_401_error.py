from typing import Literal

ExportComplianceRecordsAsCsvResponse401Error = Literal["authentication_required", "invalid_key"]

EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_401_ERROR_VALUES: set[ExportComplianceRecordsAsCsvResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_export_compliance_records_as_csv_response_401_error(
    value: str,
) -> ExportComplianceRecordsAsCsvResponse401Error:
    if value in EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_COMPLIANCE_RECORDS_AS_CSV_RESPONSE_401_ERROR_VALUES!r}"
    )
