from typing import Literal

UpdateAgentResponse422Error = Literal["idempotency_key_reused"]

UPDATE_AGENT_RESPONSE_422_ERROR_VALUES: set[UpdateAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_update_agent_response_422_error(value: str) -> UpdateAgentResponse422Error:
    if value in UPDATE_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_422_ERROR_VALUES!r}")
