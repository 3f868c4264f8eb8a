from typing import Literal

UsageResponse403Error = Literal["permission_denied"]

USAGE_RESPONSE_403_ERROR_VALUES: set[UsageResponse403Error] = {
    "permission_denied",
}


def check_usage_response_403_error(value: str) -> UsageResponse403Error:
    if value in USAGE_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_403_ERROR_VALUES!r}")
