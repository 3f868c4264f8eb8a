from typing import Literal

UpdateAgentResponse403Error = Literal["permission_denied"]

UPDATE_AGENT_RESPONSE_403_ERROR_VALUES: set[UpdateAgentResponse403Error] = {
    "permission_denied",
}


def check_update_agent_response_403_error(value: str) -> UpdateAgentResponse403Error:
    if value in UPDATE_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_403_ERROR_VALUES!r}")
