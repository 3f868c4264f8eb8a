from typing import Literal

UpdateContactBodyStageType0 = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

UPDATE_CONTACT_BODY_STAGE_TYPE_0_VALUES: set[UpdateContactBodyStageType0] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_update_contact_body_stage_type_0(value: str) -> UpdateContactBodyStageType0:
    if value in UPDATE_CONTACT_BODY_STAGE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_BODY_STAGE_TYPE_0_VALUES!r}")
