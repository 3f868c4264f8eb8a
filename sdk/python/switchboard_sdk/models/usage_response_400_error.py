from typing import Literal

UsageResponse400Error = Literal["invalid_parameter", "validation_error"]

USAGE_RESPONSE_400_ERROR_VALUES: set[UsageResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_usage_response_400_error(value: str) -> UsageResponse400Error:
    if value in USAGE_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_400_ERROR_VALUES!r}")
