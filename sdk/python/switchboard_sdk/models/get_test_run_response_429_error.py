from typing import Literal

GetTestRunResponse429Error = Literal["rate_limited"]

GET_TEST_RUN_RESPONSE_429_ERROR_VALUES: set[GetTestRunResponse429Error] = {
    "rate_limited",
}


def check_get_test_run_response_429_error(value: str) -> GetTestRunResponse429Error:
    if value in GET_TEST_RUN_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_429_ERROR_VALUES!r}")
