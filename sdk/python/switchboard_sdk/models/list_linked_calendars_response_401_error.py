from typing import Literal

ListLinkedCalendarsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_LINKED_CALENDARS_RESPONSE_401_ERROR_VALUES: set[ListLinkedCalendarsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_linked_calendars_response_401_error(value: str) -> ListLinkedCalendarsResponse401Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_401_ERROR_VALUES!r}")
