from typing import Literal

CreateAgentResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_AGENT_RESPONSE_401_ERROR_VALUES: set[CreateAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_agent_response_401_error(value: str) -> CreateAgentResponse401Error:
    if value in CREATE_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_401_ERROR_VALUES!r}")
