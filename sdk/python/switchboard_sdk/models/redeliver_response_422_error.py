from typing import Literal

RedeliverResponse422Error = Literal["idempotency_key_reused"]

REDELIVER_RESPONSE_422_ERROR_VALUES: set[RedeliverResponse422Error] = {
    "idempotency_key_reused",
}


def check_redeliver_response_422_error(value: str) -> RedeliverResponse422Error:
    if value in REDELIVER_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_422_ERROR_VALUES!r}")
