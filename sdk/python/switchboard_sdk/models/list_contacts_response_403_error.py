from typing import Literal

ListContactsResponse403Error = Literal["permission_denied"]

LIST_CONTACTS_RESPONSE_403_ERROR_VALUES: set[ListContactsResponse403Error] = {
    "permission_denied",
}


def check_list_contacts_response_403_error(value: str) -> ListContactsResponse403Error:
    if value in LIST_CONTACTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_403_ERROR_VALUES!r}")
