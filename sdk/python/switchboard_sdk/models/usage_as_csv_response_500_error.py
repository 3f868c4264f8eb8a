from typing import Literal

UsageAsCsvResponse500Error = Literal["server_error"]

USAGE_AS_CSV_RESPONSE_500_ERROR_VALUES: set[UsageAsCsvResponse500Error] = {
    "server_error",
}


def check_usage_as_csv_response_500_error(value: str) -> UsageAsCsvResponse500Error:
    if value in USAGE_AS_CSV_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_500_ERROR_VALUES!r}")
