from typing import Literal

GetCallsComplianceRecordResponse200Type0Purpose = Literal["informational", "marketing"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_PURPOSE_VALUES: set[GetCallsComplianceRecordResponse200Type0Purpose] = {
    "informational",
    "marketing",
}


def check_get_calls_compliance_record_response_200_type_0_purpose(
    value: str,
) -> GetCallsComplianceRecordResponse200Type0Purpose:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_PURPOSE_VALUES!r}"
    )
