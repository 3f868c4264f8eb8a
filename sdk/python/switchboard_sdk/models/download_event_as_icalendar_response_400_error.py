from typing import Literal

DownloadEventAsIcalendarResponse400Error = Literal["validation_error"]

DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_400_ERROR_VALUES: set[DownloadEventAsIcalendarResponse400Error] = {
    "validation_error",
}


def check_download_event_as_icalendar_response_400_error(value: str) -> DownloadEventAsIcalendarResponse400Error:
    if value in DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_400_ERROR_VALUES!r}"
    )
