from typing import Literal

CallAnalyticsResponse503Error = Literal["service_unavailable"]

CALL_ANALYTICS_RESPONSE_503_ERROR_VALUES: set[CallAnalyticsResponse503Error] = {
    "service_unavailable",
}


def check_call_analytics_response_503_error(value: str) -> CallAnalyticsResponse503Error:
    if value in CALL_ANALYTICS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_503_ERROR_VALUES!r}")
