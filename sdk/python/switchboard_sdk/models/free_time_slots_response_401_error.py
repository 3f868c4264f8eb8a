from typing import Literal

FreeTimeSlotsResponse401Error = Literal["authentication_required", "invalid_key"]

FREE_TIME_SLOTS_RESPONSE_401_ERROR_VALUES: set[FreeTimeSlotsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_free_time_slots_response_401_error(value: str) -> FreeTimeSlotsResponse401Error:
    if value in FREE_TIME_SLOTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_401_ERROR_VALUES!r}")
