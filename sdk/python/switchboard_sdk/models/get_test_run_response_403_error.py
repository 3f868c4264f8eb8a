from typing import Literal

GetTestRunResponse403Error = Literal["permission_denied"]

GET_TEST_RUN_RESPONSE_403_ERROR_VALUES: set[GetTestRunResponse403Error] = {
    "permission_denied",
}


def check_get_test_run_response_403_error(value: str) -> GetTestRunResponse403Error:
    if value in GET_TEST_RUN_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_403_ERROR_VALUES!r}")
