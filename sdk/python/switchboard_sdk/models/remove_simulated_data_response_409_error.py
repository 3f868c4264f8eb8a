from typing import Literal

RemoveSimulatedDataResponse409Error = Literal["idempotency_key_in_use"]

REMOVE_SIMULATED_DATA_RESPONSE_409_ERROR_VALUES: set[RemoveSimulatedDataResponse409Error] = {
    "idempotency_key_in_use",
}


def check_remove_simulated_data_response_409_error(value: str) -> RemoveSimulatedDataResponse409Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_409_ERROR_VALUES!r}")
