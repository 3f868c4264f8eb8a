from typing import Literal

GetCallsComplianceRecordResponse500Error = Literal["server_error"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_500_ERROR_VALUES: set[GetCallsComplianceRecordResponse500Error] = {
    "server_error",
}


def check_get_calls_compliance_record_response_500_error(value: str) -> GetCallsComplianceRecordResponse500Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_500_ERROR_VALUES!r}"
    )
