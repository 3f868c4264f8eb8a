from typing import Literal

UpdateAgentTestResponse429Error = Literal["rate_limited"]

UPDATE_AGENT_TEST_RESPONSE_429_ERROR_VALUES: set[UpdateAgentTestResponse429Error] = {
    "rate_limited",
}


def check_update_agent_test_response_429_error(value: str) -> UpdateAgentTestResponse429Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_429_ERROR_VALUES!r}")
