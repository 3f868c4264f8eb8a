from typing import Literal

RemoveSimulatedDataResponse500Error = Literal["server_error"]

REMOVE_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES: set[RemoveSimulatedDataResponse500Error] = {
    "server_error",
}


def check_remove_simulated_data_response_500_error(value: str) -> RemoveSimulatedDataResponse500Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES!r}")
