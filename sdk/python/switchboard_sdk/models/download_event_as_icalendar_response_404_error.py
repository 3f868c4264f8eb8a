from typing import Literal

DownloadEventAsIcalendarResponse404Error = Literal["not_found"]

DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_404_ERROR_VALUES: set[DownloadEventAsIcalendarResponse404Error] = {
    "not_found",
}


def check_download_event_as_icalendar_response_404_error(value: str) -> DownloadEventAsIcalendarResponse404Error:
    if value in DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_404_ERROR_VALUES!r}"
    )
