from typing import Literal

RunAgentsTestsResponse400Error = Literal["invalid_json", "validation_error"]

RUN_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES: set[RunAgentsTestsResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_run_agents_tests_response_400_error(value: str) -> RunAgentsTestsResponse400Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES!r}")
