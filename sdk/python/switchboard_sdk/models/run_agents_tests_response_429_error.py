from typing import Literal

RunAgentsTestsResponse429Error = Literal["rate_limited"]

RUN_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES: set[RunAgentsTestsResponse429Error] = {
    "rate_limited",
}


def check_run_agents_tests_response_429_error(value: str) -> RunAgentsTestsResponse429Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES!r}")
