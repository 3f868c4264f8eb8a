from typing import Literal

CountSimulatedDataResponse429Error = Literal["rate_limited"]

COUNT_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES: set[CountSimulatedDataResponse429Error] = {
    "rate_limited",
}


def check_count_simulated_data_response_429_error(value: str) -> CountSimulatedDataResponse429Error:
    if value in COUNT_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COUNT_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES!r}")
