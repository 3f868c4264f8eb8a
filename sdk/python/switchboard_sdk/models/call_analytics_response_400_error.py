from typing import Literal

CallAnalyticsResponse400Error = Literal["invalid_parameter", "validation_error"]

CALL_ANALYTICS_RESPONSE_400_ERROR_VALUES: set[CallAnalyticsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_call_analytics_response_400_error(value: str) -> CallAnalyticsResponse400Error:
    if value in CALL_ANALYTICS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_400_ERROR_VALUES!r}")
