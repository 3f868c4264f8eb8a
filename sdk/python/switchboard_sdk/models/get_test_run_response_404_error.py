from typing import Literal

GetTestRunResponse404Error = Literal["not_found"]

GET_TEST_RUN_RESPONSE_404_ERROR_VALUES: set[GetTestRunResponse404Error] = {
    "not_found",
}


def check_get_test_run_response_404_error(value: str) -> GetTestRunResponse404Error:
    if value in GET_TEST_RUN_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_404_ERROR_VALUES!r}")
