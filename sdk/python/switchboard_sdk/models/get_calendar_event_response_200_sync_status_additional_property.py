from typing import Literal

GetCalendarEventResponse200SyncStatusAdditionalProperty = Literal["failed", "pending", "synced"]

GET_CALENDAR_EVENT_RESPONSE_200_SYNC_STATUS_ADDITIONAL_PROPERTY_VALUES: set[
    GetCalendarEventResponse200SyncStatusAdditionalProperty
] = {
    "failed",
    "pending",
    "synced",
}


def check_get_calendar_event_response_200_sync_status_additional_property(
    value: str,
) -> GetCalendarEventResponse200SyncStatusAdditionalProperty:
    if value in GET_CALENDAR_EVENT_RESPONSE_200_SYNC_STATUS_ADDITIONAL_PROPERTY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALENDAR_EVENT_RESPONSE_200_SYNC_STATUS_ADDITIONAL_PROPERTY_VALUES!r}"
    )
