from typing import Literal

RedeliverResponse403Error = Literal["permission_denied"]

REDELIVER_RESPONSE_403_ERROR_VALUES: set[RedeliverResponse403Error] = {
    "permission_denied",
}


def check_redeliver_response_403_error(value: str) -> RedeliverResponse403Error:
    if value in REDELIVER_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_403_ERROR_VALUES!r}")
