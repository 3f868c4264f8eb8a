from typing import Literal

RunAgentsTestsResponse503Error = Literal["service_unavailable"]

RUN_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES: set[RunAgentsTestsResponse503Error] = {
    "service_unavailable",
}


def check_run_agents_tests_response_503_error(value: str) -> RunAgentsTestsResponse503Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES!r}")
