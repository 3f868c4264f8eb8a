from typing import Literal

CallAnalyticsGroupBy = Literal["agent", "agent_version", "campaign", "day", "status"]

CALL_ANALYTICS_GROUP_BY_VALUES: set[CallAnalyticsGroupBy] = {
    "agent",
    "agent_version",
    "campaign",
    "day",
    "status",
}


def check_call_analytics_group_by(value: str) -> CallAnalyticsGroupBy:
    if value in CALL_ANALYTICS_GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALL_ANALYTICS_GROUP_BY_VALUES!r}")
