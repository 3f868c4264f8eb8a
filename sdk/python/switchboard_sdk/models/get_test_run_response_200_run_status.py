from typing import Literal

GetTestRunResponse200RunStatus = Literal["error", "failed", "passed", "running"]

GET_TEST_RUN_RESPONSE_200_RUN_STATUS_VALUES: set[GetTestRunResponse200RunStatus] = {
    "error",
    "failed",
    "passed",
    "running",
}


def check_get_test_run_response_200_run_status(value: str) -> GetTestRunResponse200RunStatus:
    if value in GET_TEST_RUN_RESPONSE_200_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_200_RUN_STATUS_VALUES!r}")
