from typing import Literal

ListContactsResponse200ContactsItemStage = Literal[
    "churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"
]

LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STAGE_VALUES: set[ListContactsResponse200ContactsItemStage] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_list_contacts_response_200_contacts_item_stage(value: str) -> ListContactsResponse200ContactsItemStage:
    if value in LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STAGE_VALUES!r}"
    )
