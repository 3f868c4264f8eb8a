from typing import Literal

RemoveSimulatedDataResponse503Error = Literal["service_unavailable"]

REMOVE_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES: set[RemoveSimulatedDataResponse503Error] = {
    "service_unavailable",
}


def check_remove_simulated_data_response_503_error(value: str) -> RemoveSimulatedDataResponse503Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES!r}")
