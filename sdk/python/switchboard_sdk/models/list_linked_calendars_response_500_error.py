from typing import Literal

ListLinkedCalendarsResponse500Error = Literal["server_error"]

LIST_LINKED_CALENDARS_RESPONSE_500_ERROR_VALUES: set[ListLinkedCalendarsResponse500Error] = {
    "server_error",
}


def check_list_linked_calendars_response_500_error(value: str) -> ListLinkedCalendarsResponse500Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_500_ERROR_VALUES!r}")
