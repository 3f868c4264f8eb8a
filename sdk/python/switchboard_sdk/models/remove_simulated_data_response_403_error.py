from typing import Literal

RemoveSimulatedDataResponse403Error = Literal["permission_denied"]

REMOVE_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES: set[RemoveSimulatedDataResponse403Error] = {
    "permission_denied",
}


def check_remove_simulated_data_response_403_error(value: str) -> RemoveSimulatedDataResponse403Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES!r}")
