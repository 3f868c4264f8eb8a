from typing import Literal

GetCallsComplianceRecordResponse429Error = Literal["rate_limited"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_429_ERROR_VALUES: set[GetCallsComplianceRecordResponse429Error] = {
    "rate_limited",
}


def check_get_calls_compliance_record_response_429_error(value: str) -> GetCallsComplianceRecordResponse429Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_429_ERROR_VALUES!r}"
    )
