from typing import Literal

RedeliverResponse500Error = Literal["server_error"]

REDELIVER_RESPONSE_500_ERROR_VALUES: set[RedeliverResponse500Error] = {
    "server_error",
}


def check_redeliver_response_500_error(value: str) -> RedeliverResponse500Error:
    if value in REDELIVER_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_500_ERROR_VALUES!r}")
