from typing import Literal

RemoveSimulatedDataResponse429Error = Literal["rate_limited"]

REMOVE_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES: set[RemoveSimulatedDataResponse429Error] = {
    "rate_limited",
}


def check_remove_simulated_data_response_429_error(value: str) -> RemoveSimulatedDataResponse429Error:
    if value in REMOVE_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REMOVE_SIMULATED_DATA_RESPONSE_429_ERROR_VALUES!r}")
