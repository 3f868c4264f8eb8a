from typing import Literal

RunAgentsTestsResponse409Error = Literal["idempotency_key_in_use"]

RUN_AGENTS_TESTS_RESPONSE_409_ERROR_VALUES: set[RunAgentsTestsResponse409Error] = {
    "idempotency_key_in_use",
}


def check_run_agents_tests_response_409_error(value: str) -> RunAgentsTestsResponse409Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_409_ERROR_VALUES!r}")
