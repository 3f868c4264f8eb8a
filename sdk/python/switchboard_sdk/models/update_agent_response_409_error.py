from typing import Literal

UpdateAgentResponse409Error = Literal["idempotency_key_in_use", "tests_failed"]

UPDATE_AGENT_RESPONSE_409_ERROR_VALUES: set[UpdateAgentResponse409Error] = {
    "idempotency_key_in_use",
    "tests_failed",
}


def check_update_agent_response_409_error(value: str) -> UpdateAgentResponse409Error:
    if value in UPDATE_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_409_ERROR_VALUES!r}")
