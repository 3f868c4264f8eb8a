from typing import Literal

GetTestRunResponse500Error = Literal["server_error"]

GET_TEST_RUN_RESPONSE_500_ERROR_VALUES: set[GetTestRunResponse500Error] = {
    "server_error",
}


def check_get_test_run_response_500_error(value: str) -> GetTestRunResponse500Error:
    if value in GET_TEST_RUN_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_500_ERROR_VALUES!r}")
