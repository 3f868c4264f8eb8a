from typing import Literal

CreateAgentResponse502Error = Literal["provider_unavailable"]

CREATE_AGENT_RESPONSE_502_ERROR_VALUES: set[CreateAgentResponse502Error] = {
    "provider_unavailable",
}


def check_create_agent_response_502_error(value: str) -> CreateAgentResponse502Error:
    if value in CREATE_AGENT_RESPONSE_502_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_502_ERROR_VALUES!r}")
