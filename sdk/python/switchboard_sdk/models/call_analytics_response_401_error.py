from typing import Literal

CallAnalyticsResponse401Error = Literal["authentication_required", "invalid_key"]

CALL_ANALYTICS_RESPONSE_401_ERROR_VALUES: set[CallAnalyticsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_call_analytics_response_401_error(value: str) -> CallAnalyticsResponse401Error:
    if value in CALL_ANALYTICS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_401_ERROR_VALUES!r}")
