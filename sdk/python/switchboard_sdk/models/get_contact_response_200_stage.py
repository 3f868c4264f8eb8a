from typing import Literal

GetContactResponse200Stage = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

GET_CONTACT_RESPONSE_200_STAGE_VALUES: set[GetContactResponse200Stage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_get_contact_response_200_stage(value: str) -> GetContactResponse200Stage:
    if value in GET_CONTACT_RESPONSE_200_STAGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_200_STAGE_VALUES!r}")
