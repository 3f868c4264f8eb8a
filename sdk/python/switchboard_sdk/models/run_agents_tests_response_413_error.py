from typing import Literal

RunAgentsTestsResponse413Error = Literal["payload_too_large"]

RUN_AGENTS_TESTS_RESPONSE_413_ERROR_VALUES: set[RunAgentsTestsResponse413Error] = {
    "payload_too_large",
}


def check_run_agents_tests_response_413_error(value: str) -> RunAgentsTestsResponse413Error:
    if value in RUN_AGENTS_TESTS_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_AGENTS_TESTS_RESPONSE_413_ERROR_VALUES!r}")
