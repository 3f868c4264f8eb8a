from typing import Literal

UnarchiveAgentResponse422Error = Literal["idempotency_key_reused"]

UNARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES: set[UnarchiveAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_unarchive_agent_response_422_error(value: str) -> UnarchiveAgentResponse422Error:
    if value in UNARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES!r}")
