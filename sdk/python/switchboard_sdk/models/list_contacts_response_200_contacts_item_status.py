from typing import Literal

ListContactsResponse200ContactsItemStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STATUS_VALUES: set[ListContactsResponse200ContactsItemStatus] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_list_contacts_response_200_contacts_item_status(value: str) -> ListContactsResponse200ContactsItemStatus:
    if value in LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_200_CONTACTS_ITEM_STATUS_VALUES!r}"
    )
