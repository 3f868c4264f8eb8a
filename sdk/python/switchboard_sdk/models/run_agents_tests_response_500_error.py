from typing import Literal

RunAgentsTestsResponse500Error = Literal["server_error"]

RUN_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES: set[RunAgentsTestsResponse500Error] = {
    "server_error",
}


def check_run_agents_tests_response_500_error(value: str) -> RunAgentsTestsResponse500Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES!r}")
