from typing import Literal

UpdateAgentResponse404Error = Literal["agent_not_found", "not_found", "team_not_found"]

UPDATE_AGENT_RESPONSE_404_ERROR_VALUES: set[UpdateAgentResponse404Error] = {
    "agent_not_found",
    "not_found",
    "team_not_found",
}


def check_update_agent_response_404_error(value: str) -> UpdateAgentResponse404Error:
    if value in UPDATE_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_404_ERROR_VALUES!r}")
