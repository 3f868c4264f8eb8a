from typing import Literal

UpdateAgentTestResponse409Error = Literal["idempotency_key_in_use"]

UPDATE_AGENT_TEST_RESPONSE_409_ERROR_VALUES: set[UpdateAgentTestResponse409Error] = {
    "idempotency_key_in_use",
}


def check_update_agent_test_response_409_error(value: str) -> UpdateAgentTestResponse409Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_409_ERROR_VALUES!r}")
