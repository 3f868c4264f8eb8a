from typing import Literal

GetCallsComplianceRecordResponse200Type0Stage = Literal["dial", "placement"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_STAGE_VALUES: set[GetCallsComplianceRecordResponse200Type0Stage] = {
    "dial",
    "placement",
}


def check_get_calls_compliance_record_response_200_type_0_stage(
    value: str,
) -> GetCallsComplianceRecordResponse200Type0Stage:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_0_STAGE_VALUES!r}"
    )
