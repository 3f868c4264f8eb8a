from typing import Literal

ListContactsStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

LIST_CONTACTS_STATUS_VALUES: set[ListContactsStatus] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_list_contacts_status(value: str) -> ListContactsStatus:
    if value in LIST_CONTACTS_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_STATUS_VALUES!r}")
