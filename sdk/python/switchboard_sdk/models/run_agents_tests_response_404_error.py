from typing import Literal

RunAgentsTestsResponse404Error = Literal["not_found"]

RUN_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES: set[RunAgentsTestsResponse404Error] = {
    "not_found",
}


def check_run_agents_tests_response_404_error(value: str) -> RunAgentsTestsResponse404Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES!r}")
