from typing import Literal

RemoveSimulatedDataResponse400Error = Literal["validation_error"]

REMOVE_SIMULATED_DATA_RESPONSE_400_ERROR_VALUES: set[RemoveSimulatedDataResponse400Error] = {
    "validation_error",
}


def check_remove_simulated_data_response_400_error(value: str) -> RemoveSimulatedDataResponse400Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_400_ERROR_VALUES!r}")
