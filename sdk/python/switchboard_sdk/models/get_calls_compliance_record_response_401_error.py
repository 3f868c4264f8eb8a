from typing import Literal

GetCallsComplianceRecordResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_401_ERROR_VALUES: set[GetCallsComplianceRecordResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_calls_compliance_record_response_401_error(value: str) -> GetCallsComplianceRecordResponse401Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_401_ERROR_VALUES!r}"
    )
