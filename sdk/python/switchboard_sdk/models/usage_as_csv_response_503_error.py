from typing import Literal

UsageAsCsvResponse503Error = Literal["service_unavailable"]

USAGE_AS_CSV_RESPONSE_503_ERROR_VALUES: set[UsageAsCsvResponse503Error] = {
    "service_unavailable",
}


def check_usage_as_csv_response_503_error(value: str) -> UsageAsCsvResponse503Error:
    if value in USAGE_AS_CSV_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_503_ERROR_VALUES!r}")
