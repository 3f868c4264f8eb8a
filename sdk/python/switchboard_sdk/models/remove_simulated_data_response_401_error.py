from typing import Literal

RemoveSimulatedDataResponse401Error = Literal["authentication_required", "invalid_key"]

REMOVE_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES: set[RemoveSimulatedDataResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_remove_simulated_data_response_401_error(value: str) -> RemoveSimulatedDataResponse401Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES!r}")
