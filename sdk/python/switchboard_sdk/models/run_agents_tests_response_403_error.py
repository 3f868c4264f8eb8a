from typing import Literal

RunAgentsTestsResponse403Error = Literal["permission_denied"]

RUN_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES: set[RunAgentsTestsResponse403Error] = {
    "permission_denied",
}


def check_run_agents_tests_response_403_error(value: str) -> RunAgentsTestsResponse403Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES!r}")
