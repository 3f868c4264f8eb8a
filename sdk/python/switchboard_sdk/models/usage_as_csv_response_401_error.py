from typing import Literal

UsageAsCsvResponse401Error = Literal["authentication_required", "invalid_key"]

USAGE_AS_CSV_RESPONSE_401_ERROR_VALUES: set[UsageAsCsvResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_usage_as_csv_response_401_error(value: str) -> UsageAsCsvResponse401Error:
    if value in USAGE_AS_CSV_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USAGE_AS_CSV_RESPONSE_401_ERROR_VALUES!r}")
