from typing import Literal

CreateAgentResponse429Error = Literal["rate_limited"]

CREATE_AGENT_RESPONSE_429_ERROR_VALUES: set[CreateAgentResponse429Error] = {
    "rate_limited",
}


def check_create_agent_response_429_error(value: str) -> CreateAgentResponse429Error:
    if value in CREATE_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_429_ERROR_VALUES!r}")
