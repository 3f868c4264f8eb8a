from typing import Literal

RedeliverResponse503Error = Literal["service_unavailable"]

REDELIVER_RESPONSE_503_ERROR_VALUES: set[RedeliverResponse503Error] = {
    "service_unavailable",
}


def check_redeliver_response_503_error(value: str) -> RedeliverResponse503Error:
    if value in REDELIVER_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_503_ERROR_VALUES!r}")
