from typing import Literal

UnarchiveAgentResponse409Error = Literal["agent_limit_reached", "idempotency_key_in_use"]

UNARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES: set[UnarchiveAgentResponse409Error] = {
    "agent_limit_reached",
    "idempotency_key_in_use",
}


def check_unarchive_agent_response_409_error(value: str) -> UnarchiveAgentResponse409Error:
    if value in UNARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES!r}")
