from typing import Literal

RemoveSimulatedDataResponse422Error = Literal["idempotency_key_reused"]

REMOVE_SIMULATED_DATA_RESPONSE_422_ERROR_VALUES: set[RemoveSimulatedDataResponse422Error] = {
    "idempotency_key_reused",
}


def check_remove_simulated_data_response_422_error(value: str) -> RemoveSimulatedDataResponse422Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_422_ERROR_VALUES!r}")
