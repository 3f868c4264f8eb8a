from typing import Literal

ListLinkedCalendarsResponse403Error = Literal["permission_denied"]

LIST_LINKED_CALENDARS_RESPONSE_403_ERROR_VALUES: set[ListLinkedCalendarsResponse403Error] = {
    "permission_denied",
}


def check_list_linked_calendars_response_403_error(value: str) -> ListLinkedCalendarsResponse403Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_403_ERROR_VALUES!r}")
