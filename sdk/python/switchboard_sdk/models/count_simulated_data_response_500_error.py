from typing import Literal

CountSimulatedDataResponse500Error = Literal["server_error"]

COUNT_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES: set[CountSimulatedDataResponse500Error] = {
    "server_error",
}


def check_count_simulated_data_response_500_error(value: str) -> CountSimulatedDataResponse500Error:
    if value in COUNT_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COUNT_SIMULATED_DATA_RESPONSE_500_ERROR_VALUES!r}")
