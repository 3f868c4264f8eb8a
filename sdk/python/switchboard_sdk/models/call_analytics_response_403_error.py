from typing import Literal

CallAnalyticsResponse403Error = Literal["permission_denied"]

CALL_ANALYTICS_RESPONSE_403_ERROR_VALUES: set[CallAnalyticsResponse403Error] = {
    "permission_denied",
}


def check_call_analytics_response_403_error(value: str) -> CallAnalyticsResponse403Error:
    if value in CALL_ANALYTICS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_403_ERROR_VALUES!r}")
