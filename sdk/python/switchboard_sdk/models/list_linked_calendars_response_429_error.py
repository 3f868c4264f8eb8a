from typing import Literal

ListLinkedCalendarsResponse429Error = Literal["rate_limited"]

LIST_LINKED_CALENDARS_RESPONSE_429_ERROR_VALUES: set[ListLinkedCalendarsResponse429Error] = {
    "rate_limited",
}


def check_list_linked_calendars_response_429_error(value: str) -> ListLinkedCalendarsResponse429Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_429_ERROR_VALUES!r}")
