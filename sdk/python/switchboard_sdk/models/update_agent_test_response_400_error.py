from typing import Literal

UpdateAgentTestResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_AGENT_TEST_RESPONSE_400_ERROR_VALUES: set[UpdateAgentTestResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_update_agent_test_response_400_error(value: str) -> UpdateAgentTestResponse400Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_400_ERROR_VALUES!r}")
