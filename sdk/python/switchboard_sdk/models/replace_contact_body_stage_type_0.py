from typing import Literal

ReplaceContactBodyStageType0 = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

REPLACE_CONTACT_BODY_STAGE_TYPE_0_VALUES: set[ReplaceContactBodyStageType0] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_replace_contact_body_stage_type_0(value: str) -> ReplaceContactBodyStageType0:
    if value in REPLACE_CONTACT_BODY_STAGE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_BODY_STAGE_TYPE_0_VALUES!r}")
