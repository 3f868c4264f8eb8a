from typing import Literal

RunAgentsTestsResponse422Error = Literal["idempotency_key_reused"]

RUN_AGENTS_TESTS_RESPONSE_422_ERROR_VALUES: set[RunAgentsTestsResponse422Error] = {
    "idempotency_key_reused",
}


def check_run_agents_tests_response_422_error(value: str) -> RunAgentsTestsResponse422Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_422_ERROR_VALUES!r}")
