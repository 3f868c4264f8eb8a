from typing import Literal

ListContactsStage = Literal["churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"]

LIST_CONTACTS_STAGE_VALUES: set[ListContactsStage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_list_contacts_stage(value: str) -> ListContactsStage:
    if value in LIST_CONTACTS_STAGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_STAGE_VALUES!r}")
