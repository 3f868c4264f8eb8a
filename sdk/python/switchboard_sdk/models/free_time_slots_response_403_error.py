from typing import Literal

FreeTimeSlotsResponse403Error = Literal["permission_denied"]

FREE_TIME_SLOTS_RESPONSE_403_ERROR_VALUES: set[FreeTimeSlotsResponse403Error] = {
    "permission_denied",
}


def check_free_time_slots_response_403_error(value: str) -> FreeTimeSlotsResponse403Error:
    if value in FREE_TIME_SLOTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_403_ERROR_VALUES!r}")
