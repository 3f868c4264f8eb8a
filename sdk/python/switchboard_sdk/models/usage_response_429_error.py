from typing import Literal

UsageResponse429Error = Literal["rate_limited"]

USAGE_RESPONSE_429_ERROR_VALUES: set[UsageResponse429Error] = {
    "rate_limited",
}


def check_usage_response_429_error(value: str) -> UsageResponse429Error:
    if value in USAGE_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_429_ERROR_VALUES!r}")
