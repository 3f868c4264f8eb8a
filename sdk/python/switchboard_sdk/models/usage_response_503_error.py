from typing import Literal

UsageResponse503Error = Literal["service_unavailable"]

USAGE_RESPONSE_503_ERROR_VALUES: set[UsageResponse503Error] = {
    "service_unavailable",
}


def check_usage_response_503_error(value: str) -> UsageResponse503Error:
    if value in USAGE_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_503_ERROR_VALUES!r}")
