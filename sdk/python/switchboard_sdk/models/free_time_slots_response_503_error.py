from typing import Literal

FreeTimeSlotsResponse503Error = Literal["service_unavailable"]

FREE_TIME_SLOTS_RESPONSE_503_ERROR_VALUES: set[FreeTimeSlotsResponse503Error] = {
    "service_unavailable",
}


def check_free_time_slots_response_503_error(value: str) -> FreeTimeSlotsResponse503Error:
    if value in FREE_TIME_SLOTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_503_ERROR_VALUES!r}")
