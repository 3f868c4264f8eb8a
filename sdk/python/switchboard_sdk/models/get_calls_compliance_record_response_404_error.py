from typing import Literal

GetCallsComplianceRecordResponse404Error = Literal["not_found"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_404_ERROR_VALUES: set[GetCallsComplianceRecordResponse404Error] = {
    "not_found",
}


def check_get_calls_compliance_record_response_404_error(value: str) -> GetCallsComplianceRecordResponse404Error:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_404_ERROR_VALUES!r}"
    )
