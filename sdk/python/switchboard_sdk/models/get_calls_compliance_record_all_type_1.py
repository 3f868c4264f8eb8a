from typing import Literal

GetCallsComplianceRecordAllType1 = Literal["false", "true"]

GET_CALLS_COMPLIANCE_RECORD_ALL_TYPE_1_VALUES: set[GetCallsComplianceRecordAllType1] = {
    "false",
    "true",
}


def check_get_calls_compliance_record_all_type_1(value: str) -> GetCallsComplianceRecordAllType1:
    if value in GET_CALLS_COMPLIANCE_RECORD_ALL_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_ALL_TYPE_1_VALUES!r}")
