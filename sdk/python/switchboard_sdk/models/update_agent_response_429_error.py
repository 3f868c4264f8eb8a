from typing import Literal

UpdateAgentResponse429Error = Literal["rate_limited"]

UPDATE_AGENT_RESPONSE_429_ERROR_VALUES: set[UpdateAgentResponse429Error] = {
    "rate_limited",
}


def check_update_agent_response_429_error(value: str) -> UpdateAgentResponse429Error:
    if value in UPDATE_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_429_ERROR_VALUES!r}")
