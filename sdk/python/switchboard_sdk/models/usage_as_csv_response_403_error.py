from typing import Literal

UsageAsCsvResponse403Error = Literal["permission_denied"]

USAGE_AS_CSV_RESPONSE_403_ERROR_VALUES: set[UsageAsCsvResponse403Error] = {
    "permission_denied",
}


def check_usage_as_csv_response_403_error(value: str) -> UsageAsCsvResponse403Error:
    if value in USAGE_AS_CSV_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_403_ERROR_VALUES!r}")
