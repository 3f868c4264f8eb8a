from typing import Literal

CallAnalyticsResponse200GroupBy = Literal["agent", "agent_version", "campaign", "day", "status"]

CALL_ANALYTICS_RESPONSE_200_GROUP_BY_VALUES: set[CallAnalyticsResponse200GroupBy] = {
    "agent",
    "agent_version",
    "campaign",
    "day",
    "status",
}


def check_call_analytics_response_200_group_by(value: str) -> CallAnalyticsResponse200GroupBy:
    if value in CALL_ANALYTICS_RESPONSE_200_GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_RESPONSE_200_GROUP_BY_VALUES!r}")
