from typing import Literal

CreateAgentResponse413Error = Literal["payload_too_large"]

CREATE_AGENT_RESPONSE_413_ERROR_VALUES: set[CreateAgentResponse413Error] = {
    "payload_too_large",
}


def check_create_agent_response_413_error(value: str) -> CreateAgentResponse413Error:
    if value in CREATE_AGENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_413_ERROR_VALUES!r}")
