from typing import Literal

GetMessageResponse200ComplianceType0Purpose = Literal["informational", "marketing"]

GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_PURPOSE_VALUES: set[GetMessageResponse200ComplianceType0Purpose] = {
    "informational",
    "marketing",
}


def check_get_message_response_200_compliance_type_0_purpose(value: str) -> GetMessageResponse200ComplianceType0Purpose:
    if value in GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MESSAGE_RESPONSE_200_COMPLIANCE_TYPE_0_PURPOSE_VALUES!r}"
    )
