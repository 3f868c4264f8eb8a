from typing import Literal

GetCallsComplianceRecordResponse400Error = Literal["invalid_parameter", "validation_error"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_400_ERROR_VALUES: set[GetCallsComplianceRecordResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_get_calls_compliance_record_response_400_error(value: str) -> GetCallsComplianceRecordResponse400Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_400_ERROR_VALUES!r}"
    )
