from typing import Literal

CountSimulatedDataResponse403Error = Literal["permission_denied"]

COUNT_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES: set[CountSimulatedDataResponse403Error] = {
    "permission_denied",
}


def check_count_simulated_data_response_403_error(value: str) -> CountSimulatedDataResponse403Error:
    if value in COUNT_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COUNT_SIMULATED_DATA_RESPONSE_403_ERROR_VALUES!r}")
