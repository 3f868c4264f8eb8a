from typing import Literal

UpdateAgentTestResponse500Error = Literal["server_error"]

UPDATE_AGENT_TEST_RESPONSE_500_ERROR_VALUES: set[UpdateAgentTestResponse500Error] = {
    "server_error",
}


def check_update_agent_test_response_500_error(value: str) -> UpdateAgentTestResponse500Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_500_ERROR_VALUES!r}")
