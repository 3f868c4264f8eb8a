from typing import Literal

UpdateAgentResponse413Error = Literal["payload_too_large"]

UPDATE_AGENT_RESPONSE_413_ERROR_VALUES: set[UpdateAgentResponse413Error] = {
    "payload_too_large",
}


def check_update_agent_response_413_error(value: str) -> UpdateAgentResponse413Error:
    if value in UPDATE_AGENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_413_ERROR_VALUES!r}")
