from typing import Literal

RedeliverResponse400Error = Literal["validation_error"]

REDELIVER_RESPONSE_400_ERROR_VALUES: set[RedeliverResponse400Error] = {
    "validation_error",
}


def check_redeliver_response_400_error(value: str) -> RedeliverResponse400Error:
    if value in REDELIVER_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_400_ERROR_VALUES!r}")
