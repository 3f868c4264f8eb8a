from typing import Literal

ListContactsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CONTACTS_RESPONSE_401_ERROR_VALUES: set[ListContactsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_contacts_response_401_error(value: str) -> ListContactsResponse401Error:
    if value in LIST_CONTACTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_401_ERROR_VALUES!r}")
