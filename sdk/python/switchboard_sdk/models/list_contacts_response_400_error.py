from typing import Literal

ListContactsResponse400Error = Literal["validation_error"]

LIST_CONTACTS_RESPONSE_400_ERROR_VALUES: set[ListContactsResponse400Error] = {
    "validation_error",
}


def check_list_contacts_response_400_error(value: str) -> ListContactsResponse400Error:
    if value in LIST_CONTACTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONTACTS_RESPONSE_400_ERROR_VALUES!r}")
