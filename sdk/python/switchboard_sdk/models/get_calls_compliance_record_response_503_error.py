from typing import Literal

GetCallsComplianceRecordResponse503Error = Literal["service_unavailable"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_503_ERROR_VALUES: set[GetCallsComplianceRecordResponse503Error] = {
    "service_unavailable",
}


def check_get_calls_compliance_record_response_503_error(value: str) -> GetCallsComplianceRecordResponse503Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_503_ERROR_VALUES!r}"
    )
