from typing import Literal

UsageResponse200GroupBy = Literal["agent", "campaign", "day", "team"]

USAGE_RESPONSE_200_GROUP_BY_VALUES: set[UsageResponse200GroupBy] = {
    "agent",
    "campaign",
    "day",
    "team",
}


def check_usage_response_200_group_by(value: str) -> UsageResponse200GroupBy:
    if value in USAGE_RESPONSE_200_GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_RESPONSE_200_GROUP_BY_VALUES!r}")
