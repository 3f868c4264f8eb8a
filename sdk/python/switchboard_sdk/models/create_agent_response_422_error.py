from typing import Literal

CreateAgentResponse422Error = Literal["idempotency_key_reused"]

CREATE_AGENT_RESPONSE_422_ERROR_VALUES: set[CreateAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_agent_response_422_error(value: str) -> CreateAgentResponse422Error:
    if value in CREATE_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_422_ERROR_VALUES!r}")
