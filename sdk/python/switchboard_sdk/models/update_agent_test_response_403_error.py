from typing import Literal

UpdateAgentTestResponse403Error = Literal["permission_denied"]

UPDATE_AGENT_TEST_RESPONSE_403_ERROR_VALUES: set[UpdateAgentTestResponse403Error] = {
    "permission_denied",
}


def check_update_agent_test_response_403_error(value: str) -> UpdateAgentTestResponse403Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_403_ERROR_VALUES!r}")
