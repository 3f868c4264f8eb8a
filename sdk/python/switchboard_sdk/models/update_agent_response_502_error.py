from typing import Literal

UpdateAgentResponse502Error = Literal["provider_unavailable"]

UPDATE_AGENT_RESPONSE_502_ERROR_VALUES: set[UpdateAgentResponse502Error] = {
    "provider_unavailable",
}


def check_update_agent_response_502_error(value: str) -> UpdateAgentResponse502Error:
    if value in UPDATE_AGENT_RESPONSE_502_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_502_ERROR_VALUES!r}")
