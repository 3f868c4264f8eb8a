from typing import Literal

RedeliverResponse409Error = Literal["idempotency_key_in_use", "webhook_inactive"]

REDELIVER_RESPONSE_409_ERROR_VALUES: set[RedeliverResponse409Error] = {
    "idempotency_key_in_use",
    "webhook_inactive",
}


def check_redeliver_response_409_error(value: str) -> RedeliverResponse409Error:
    if value in REDELIVER_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_409_ERROR_VALUES!r}")
