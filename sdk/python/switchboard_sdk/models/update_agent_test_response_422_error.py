from typing import Literal

UpdateAgentTestResponse422Error = Literal["idempotency_key_reused"]

UPDATE_AGENT_TEST_RESPONSE_422_ERROR_VALUES: set[UpdateAgentTestResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_agent_test_response_422_error(value: str) -> UpdateAgentTestResponse422Error:
    if value in UPDATE_AGENT_TEST_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_TEST_RESPONSE_422_ERROR_VALUES!r}")
