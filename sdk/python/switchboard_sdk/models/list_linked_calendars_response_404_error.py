from typing import Literal

ListLinkedCalendarsResponse404Error = Literal["not_found"]

LIST_LINKED_CALENDARS_RESPONSE_404_ERROR_VALUES: set[ListLinkedCalendarsResponse404Error] = {
    "not_found",
}


def check_list_linked_calendars_response_404_error(value: str) -> ListLinkedCalendarsResponse404Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_404_ERROR_VALUES!r}")
