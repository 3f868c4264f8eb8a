from typing import Literal

UsageAsCsvResponse429Error = Literal["rate_limited"]

USAGE_AS_CSV_RESPONSE_429_ERROR_VALUES: set[UsageAsCsvResponse429Error] = {
    "rate_limited",
}


def check_usage_as_csv_response_429_error(value: str) -> UsageAsCsvResponse429Error:
    if value in USAGE_AS_CSV_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_429_ERROR_VALUES!r}")
