from typing import Literal

CountSimulatedDataResponse503Error = Literal["service_unavailable"]

COUNT_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES: set[CountSimulatedDataResponse503Error] = {
    "service_unavailable",
}


def check_count_simulated_data_response_503_error(value: str) -> CountSimulatedDataResponse503Error:
    if value in COUNT_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COUNT_SIMULATED_DATA_RESPONSE_503_ERROR_VALUES!r}")
