from typing import Literal

UsageAsCsvResponse400Error = Literal["invalid_parameter", "validation_error"]

USAGE_AS_CSV_RESPONSE_400_ERROR_VALUES: set[UsageAsCsvResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_usage_as_csv_response_400_error(value: str) -> UsageAsCsvResponse400Error:
    if value in USAGE_AS_CSV_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_400_ERROR_VALUES!r}")
