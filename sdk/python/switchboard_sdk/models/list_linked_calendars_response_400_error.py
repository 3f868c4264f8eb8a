from typing import Literal

ListLinkedCalendarsResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_LINKED_CALENDARS_RESPONSE_400_ERROR_VALUES: set[ListLinkedCalendarsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_linked_calendars_response_400_error(value: str) -> ListLinkedCalendarsResponse400Error:
    if value in LIST_LINKED_CALENDARS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LINKED_CALENDARS_RESPONSE_400_ERROR_VALUES!r}")
