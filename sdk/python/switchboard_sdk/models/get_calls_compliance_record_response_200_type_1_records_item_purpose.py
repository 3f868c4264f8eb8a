from typing import Literal

GetCallsComplianceRecordResponse200Type1RecordsItemPurpose = Literal["informational", "marketing"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_PURPOSE_VALUES: set[
    GetCallsComplianceRecordResponse200Type1RecordsItemPurpose
] = {
    "informational",
    "marketing",
}


def check_get_calls_compliance_record_response_200_type_1_records_item_purpose(
    value: str,
) -> GetCallsComplianceRecordResponse200Type1RecordsItemPurpose:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_PURPOSE_VALUES!r}"
    )
