from typing import Literal

CallAnalyticsResponse500Error = Literal["server_error"]

CALL_ANALYTICS_RESPONSE_500_ERROR_VALUES: set[CallAnalyticsResponse500Error] = {
    "server_error",
}


def check_call_analytics_response_500_error(value: str) -> CallAnalyticsResponse500Error:
    if value in CALL_ANALYTICS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_500_ERROR_VALUES!r}")
