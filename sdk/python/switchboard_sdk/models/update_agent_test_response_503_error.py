from typing import Literal

UpdateAgentTestResponse503Error = Literal["service_unavailable"]

UPDATE_AGENT_TEST_RESPONSE_503_ERROR_VALUES: set[UpdateAgentTestResponse503Error] = {
    "service_unavailable",
}


def check_update_agent_test_response_503_error(value: str) -> UpdateAgentTestResponse503Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_503_ERROR_VALUES!r}")
