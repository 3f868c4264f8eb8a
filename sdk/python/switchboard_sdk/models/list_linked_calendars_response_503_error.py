from typing import Literal

ListLinkedCalendarsResponse503Error = Literal["service_unavailable"]

LIST_LINKED_CALENDARS_RESPONSE_503_ERROR_VALUES: set[ListLinkedCalendarsResponse503Error] = {
    "service_unavailable",
}


def check_list_linked_calendars_response_503_error(value: str) -> ListLinkedCalendarsResponse503Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_503_ERROR_VALUES!r}")
