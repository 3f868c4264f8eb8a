from typing import Literal

RunAgentsTestsResponse401Error = Literal["authentication_required", "invalid_key"]

RUN_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES: set[RunAgentsTestsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_run_agents_tests_response_401_error(value: str) -> RunAgentsTestsResponse401Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES!r}")
