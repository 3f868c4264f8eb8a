from typing import Literal

RedeliverResponse429Error = Literal["rate_limited"]

REDELIVER_RESPONSE_429_ERROR_VALUES: set[RedeliverResponse429Error] = {
    "rate_limited",
}


def check_redeliver_response_429_error(value: str) -> RedeliverResponse429Error:
    if value in REDELIVER_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_429_ERROR_VALUES!r}")
