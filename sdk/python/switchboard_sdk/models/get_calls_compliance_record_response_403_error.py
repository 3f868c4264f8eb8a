from typing import Literal

GetCallsComplianceRecordResponse403Error = Literal["permission_denied"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_403_ERROR_VALUES: set[GetCallsComplianceRecordResponse403Error] = {
    "permission_denied",
}


def check_get_calls_compliance_record_response_403_error(value: str) -> GetCallsComplianceRecordResponse403Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_403_ERROR_VALUES!r}"
    )
