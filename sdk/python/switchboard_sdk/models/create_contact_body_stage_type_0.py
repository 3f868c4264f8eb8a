from typing import Literal

CreateContactBodyStageType0 = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

CREATE_CONTACT_BODY_STAGE_TYPE_0_VALUES: set[CreateContactBodyStageType0] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_create_contact_body_stage_type_0(value: str) -> CreateContactBodyStageType0:
    if value in CREATE_CONTACT_BODY_STAGE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_BODY_STAGE_TYPE_0_VALUES!r}")
