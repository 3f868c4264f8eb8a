from typing import Literal

DownloadEventAsIcalendarResponse500Error = Literal["server_error"]

DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_500_ERROR_VALUES: set[DownloadEventAsIcalendarResponse500Error] = {
    "server_error",
}


def check_download_event_as_icalendar_response_500_error(value: str) -> DownloadEventAsIcalendarResponse500Error:
    if value in DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_EVENT_AS_ICALENDAR_RESPONSE_500_ERROR_VALUES!r}"
    )
