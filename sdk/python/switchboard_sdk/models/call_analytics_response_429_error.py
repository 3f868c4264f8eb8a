from typing import Literal

CallAnalyticsResponse429Error = Literal["rate_limited"]

CALL_ANALYTICS_RESPONSE_429_ERROR_VALUES: set[CallAnalyticsResponse429Error] = {
    "rate_limited",
}


def check_call_analytics_response_429_error(value: str) -> CallAnalyticsResponse429Error:
    if value in CALL_ANALYTICS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_429_ERROR_VALUES!r}")
