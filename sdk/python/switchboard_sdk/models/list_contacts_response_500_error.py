from typing import Literal

ListContactsResponse500Error = Literal["server_error"]

LIST_CONTACTS_RESPONSE_500_ERROR_VALUES: set[ListContactsResponse500Error] = {
    "server_error",
}


def check_list_contacts_response_500_error(value: str) -> ListContactsResponse500Error:
    if value in LIST_CONTACTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_500_ERROR_VALUES!r}")
