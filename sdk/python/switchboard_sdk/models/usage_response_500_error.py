from typing import Literal

UsageResponse500Error = Literal["server_error"]

USAGE_RESPONSE_500_ERROR_VALUES: set[UsageResponse500Error] = {
    "server_error",
}


def check_usage_response_500_error(value: str) -> UsageResponse500Error:
    if value in USAGE_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_500_ERROR_VALUES!r}")
