from typing import Literal

DownloadEventAsIcalendarResponse503Error = Literal["service_unavailable"]

DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_503_ERROR_VALUES: set[DownloadEventAsIcalendarResponse503Error] = {
    "service_unavailable",
}


def check_download_event_as_icalendar_response_503_error(value: str) -> DownloadEventAsIcalendarResponse503Error:
    if value in DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_503_ERROR_VALUES!r}"
    )
