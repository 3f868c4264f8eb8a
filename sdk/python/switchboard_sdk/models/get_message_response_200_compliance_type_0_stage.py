from typing import Literal

GetMessageResponse200ComplianceType0Stage = Literal["dial", "placement"]

GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_STAGE_VALUES: set[GetMessageResponse200ComplianceType0Stage] = {
    "dial",
    "placement",
}


def check_get_message_response_200_compliance_type_0_stage(value: str) -> GetMessageResponse200ComplianceType0Stage:
    if value in GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_STAGE_VALUES!r}"
    )
