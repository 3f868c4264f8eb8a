from typing import Literal

CreateAgentResponse409Error = Literal["agent_limit_reached", "duplicate_assistant_id", "idempotency_key_in_use"]

CREATE_AGENT_RESPONSE_409_ERROR_VALUES: set[CreateAgentResponse409Error] = {
    "agent_limit_reached",
    "duplicate_assistant_id",
    "idempotency_key_in_use",
}


def check_create_agent_response_409_error(value: str) -> CreateAgentResponse409Error:
    if value in CREATE_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_409_ERROR_VALUES!r}")
