from typing import Literal

RunAgentsTestsResponse202RunStatus = Literal["error", "failed", "passed", "running"]

RUN_AGENTS_TESTS_RESPONSE_202_RUN_STATUS_VALUES: set[RunAgentsTestsResponse202RunStatus] = {
    "error",
    "failed",
    "passed",
    "running",
}


def check_run_agents_tests_response_202_run_status(value: str) -> RunAgentsTestsResponse202RunStatus:
    if value in RUN_AGENTS_TESTS_RESPONSE_202_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_202_RUN_STATUS_VALUES!r}")
