from typing import Literal

GetTestRunResponse400Error = Literal["validation_error"]

GET_TEST_RUN_RESPONSE_400_ERROR_VALUES: set[GetTestRunResponse400Error] = {
    "validation_error",
}


def check_get_test_run_response_400_error(value: str) -> GetTestRunResponse400Error:
    if value in GET_TEST_RUN_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_TEST_RUN_RESPONSE_400_ERROR_VALUES!r}")
