from typing import Literal

UsageAsCsvGroupBy = Literal["agent", "campaign", "day", "team"]

USAGE_AS_CSV_GROUP_BY_VALUES: set[UsageAsCsvGroupBy] = {
    "agent",
    "campaign",
    "day",
    "team",
}


def check_usage_as_csv_group_by(value: str) -> UsageAsCsvGroupBy:
    if value in USAGE_AS_CSV_GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_GROUP_BY_VALUES!r}")
