from typing import Literal

UpdateAgentTestResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_AGENT_TEST_RESPONSE_401_ERROR_VALUES: set[UpdateAgentTestResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_agent_test_response_401_error(value: str) -> UpdateAgentTestResponse401Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_401_ERROR_VALUES!r}")
