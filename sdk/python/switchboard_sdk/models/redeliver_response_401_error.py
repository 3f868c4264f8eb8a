from typing import Literal

RedeliverResponse401Error = Literal["authentication_required", "invalid_key"]

REDELIVER_RESPONSE_401_ERROR_VALUES: set[RedeliverResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_redeliver_response_401_error(value: str) -> RedeliverResponse401Error:
    if value in REDELIVER_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_401_ERROR_VALUES!r}")
