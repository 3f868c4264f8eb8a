from typing import Literal

UpdateAgentResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_AGENT_RESPONSE_400_ERROR_VALUES: set[UpdateAgentResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_update_agent_response_400_error(value: str) -> UpdateAgentResponse400Error:
    if value in UPDATE_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_400_ERROR_VALUES!r}")
