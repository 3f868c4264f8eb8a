from typing import Literal

CheckCallingRulesBodyPurposeType0 = Literal["informational", "marketing"]

CHECK_CALLING_RULES_BODY_PURPOSE_TYPE_0_VALUES: set[CheckCallingRulesBodyPurposeType0] = {
    "informational",
    "marketing",
}


def check_check_calling_rules_body_purpose_type_0(value: str) -> CheckCallingRulesBodyPurposeType0:
    if value in CHECK_CALLING_RULES_BODY_PURPOSE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_BODY_PURPOSE_TYPE_0_VALUES!r}")
