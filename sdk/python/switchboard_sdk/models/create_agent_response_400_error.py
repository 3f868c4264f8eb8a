from typing import Literal

CreateAgentResponse400Error = Literal["invalid_json", "validation_error"]

CREATE_AGENT_RESPONSE_400_ERROR_VALUES: set[CreateAgentResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_create_agent_response_400_error(value: str) -> CreateAgentResponse400Error:
    if value in CREATE_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_400_ERROR_VALUES!r}")
