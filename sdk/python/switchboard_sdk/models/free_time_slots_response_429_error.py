from typing import Literal

FreeTimeSlotsResponse429Error = Literal["rate_limited"]

FREE_TIME_SLOTS_RESPONSE_429_ERROR_VALUES: set[FreeTimeSlotsResponse429Error] = {
    "rate_limited",
}


def check_free_time_slots_response_429_error(value: str) -> FreeTimeSlotsResponse429Error:
    if value in FREE_TIME_SLOTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_429_ERROR_VALUES!r}")
