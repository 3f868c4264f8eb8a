from typing import Literal

GetCallsComplianceRecordResponse200Type1RecordsItemStage = Literal["dial", "placement"]

GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_STAGE_VALUES: set[
    GetCallsComplianceRecordResponse200Type1RecordsItemStage
] = {
    "dial",
    "placement",
}


def check_get_calls_compliance_record_response_200_type_1_records_item_stage(
    value: str,
) -> GetCallsComplianceRecordResponse200Type1RecordsItemStage:
    if value in GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLS_COMPLIANCE_RECORD_RESPONSE_200_TYPE_1_RECORDS_ITEM_STAGE_VALUES!r}"
    )
