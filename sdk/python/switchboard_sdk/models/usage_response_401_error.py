from typing import Literal

UsageResponse401Error = Literal["authentication_required", "invalid_key"]

USAGE_RESPONSE_401_ERROR_VALUES: set[UsageResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_usage_response_401_error(value: str) -> UsageResponse401Error:
    if value in USAGE_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_401_ERROR_VALUES!r}")
