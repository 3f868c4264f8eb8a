from typing import Literal

CountSimulatedDataResponse401Error = Literal["authentication_required", "invalid_key"]

COUNT_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES: set[CountSimulatedDataResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_count_simulated_data_response_401_error(value: str) -> CountSimulatedDataResponse401Error:
    if value in COUNT_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COUNT_SIMULATED_DATA_RESPONSE_401_ERROR_VALUES!r}")
