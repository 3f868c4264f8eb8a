from typing import Literal

InitiateCallBodyPurposeType0 = Literal["informational", "marketing"]

INITIATE_CALL_BODY_PURPOSE_TYPE_0_VALUES: set[InitiateCallBodyPurposeType0] = {
    "informational",
    "marketing",
}


def check_initiate_call_body_purpose_type_0(value: str) -> InitiateCallBodyPurposeType0:
    if value in INITIATE_CALL_BODY_PURPOSE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_BODY_PURPOSE_TYPE_0_VALUES!r}")
