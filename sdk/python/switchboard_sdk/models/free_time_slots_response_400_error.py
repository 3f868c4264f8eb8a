from typing import Literal

FreeTimeSlotsResponse400Error = Literal["invalid_duration", "invalid_parameter_format", "validation_error"]

FREE_TIME_SLOTS_RESPONSE_400_ERROR_VALUES: set[FreeTimeSlotsResponse400Error] = {
    "invalid_duration",
    "invalid_parameter_format",
    "validation_error",
}


def check_free_time_slots_response_400_error(value: str) -> FreeTimeSlotsResponse400Error:
    if value in FREE_TIME_SLOTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_RESPONSE_400_ERROR_VALUES!r}")
