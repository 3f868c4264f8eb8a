from typing import Literal

UpdateAgentResponse503Error = Literal["service_unavailable"]

UPDATE_AGENT_RESPONSE_503_ERROR_VALUES: set[UpdateAgentResponse503Error] = {
    "service_unavailable",
}


def check_update_agent_response_503_error(value: str) -> UpdateAgentResponse503Error:
    if value in UPDATE_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_503_ERROR_VALUES!r}")
