from typing import Literal

GetTestRunResponse401Error = Literal["authentication_required", "invalid_key"]

GET_TEST_RUN_RESPONSE_401_ERROR_VALUES: set[GetTestRunResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_test_run_response_401_error(value: str) -> GetTestRunResponse401Error:
    if value in GET_TEST_RUN_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_401_ERROR_VALUES!r}")
