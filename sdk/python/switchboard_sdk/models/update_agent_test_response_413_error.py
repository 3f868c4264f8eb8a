from typing import Literal

UpdateAgentTestResponse413Error = Literal["payload_too_large"]

UPDATE_AGENT_TEST_RESPONSE_413_ERROR_VALUES: set[UpdateAgentTestResponse413Error] = {
    "payload_too_large",
}


def check_update_agent_test_response_413_error(value: str) -> UpdateAgentTestResponse413Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_413_ERROR_VALUES!r}")
