from typing import Literal

UpdateAgentResponse500Error = Literal["server_error"]

UPDATE_AGENT_RESPONSE_500_ERROR_VALUES: set[UpdateAgentResponse500Error] = {
    "server_error",
}


def check_update_agent_response_500_error(value: str) -> UpdateAgentResponse500Error:
    if value in UPDATE_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_500_ERROR_VALUES!r}")
