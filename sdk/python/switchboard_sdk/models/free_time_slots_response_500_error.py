from typing import Literal

FreeTimeSlotsResponse500Error = Literal["server_error"]

FREE_TIME_SLOTS_RESPONSE_500_ERROR_VALUES: set[FreeTimeSlotsResponse500Error] = {
    "server_error",
}


def check_free_time_slots_response_500_error(value: str) -> FreeTimeSlotsResponse500Error:
    if value in FREE_TIME_SLOTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_500_ERROR_VALUES!r}")
