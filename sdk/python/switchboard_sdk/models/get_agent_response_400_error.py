from typing import Literal

GetAgentResponse400Error = Literal["validation_error"]

GET_AGENT_RESPONSE_400_ERROR_VALUES: set[GetAgentResponse400Error] = {
    "validation_error",
}


def check_get_agent_response_400_error(value: str) -> GetAgentResponse400Error:
    if value in GET_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_400_ERROR_VALUES!r}")
