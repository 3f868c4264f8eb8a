from typing import Literal

RedeliverResponse404Error = Literal["not_found"]

REDELIVER_RESPONSE_404_ERROR_VALUES: set[RedeliverResponse404Error] = {
    "not_found",
}


def check_redeliver_response_404_error(value: str) -> RedeliverResponse404Error:
    if value in REDELIVER_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_404_ERROR_VALUES!r}")
