from typing import Literal

UpdateAgentResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_AGENT_RESPONSE_401_ERROR_VALUES: set[UpdateAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_agent_response_401_error(value: str) -> UpdateAgentResponse401Error:
    if value in UPDATE_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_401_ERROR_VALUES!r}")
