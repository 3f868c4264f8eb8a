from typing import Literal

ListContactsResponse429Error = Literal["rate_limited"]

LIST_CONTACTS_RESPONSE_429_ERROR_VALUES: set[ListContactsResponse429Error] = {
    "rate_limited",
}


def check_list_contacts_response_429_error(value: str) -> ListContactsResponse429Error:
    if value in LIST_CONTACTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_429_ERROR_VALUES!r}")
