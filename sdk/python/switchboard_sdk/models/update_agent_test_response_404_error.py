from typing import Literal

UpdateAgentTestResponse404Error = Literal["not_found"]

UPDATE_AGENT_TEST_RESPONSE_404_ERROR_VALUES: set[UpdateAgentTestResponse404Error] = {
    "not_found",
}


def check_update_agent_test_response_404_error(value: str) -> UpdateAgentTestResponse404Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_404_ERROR_VALUES!r}")
