from typing import Literal

GetTestRunResponse503Error = Literal["service_unavailable"]

GET_TEST_RUN_RESPONSE_503_ERROR_VALUES: set[GetTestRunResponse503Error] = {
    "service_unavailable",
}


def check_get_test_run_response_503_error(value: str) -> GetTestRunResponse503Error:
    if value in GET_TEST_RUN_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_503_ERROR_VALUES!r}")
