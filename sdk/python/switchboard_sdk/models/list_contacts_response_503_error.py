from typing import Literal

ListContactsResponse503Error = Literal["service_unavailable"]

LIST_CONTACTS_RESPONSE_503_ERROR_VALUES: set[ListContactsResponse503Error] = {
    "service_unavailable",
}


def check_list_contacts_response_503_error(value: str) -> ListContactsResponse503Error:
    if value in LIST_CONTACTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_503_ERROR_VALUES!r}")
