from typing import Literal

GetAgentResponse429Error = Literal["rate_limited"]

GET_AGENT_RESPONSE_429_ERROR_VALUES: set[GetAgentResponse429Error] = {
    "rate_limited",
}


def check_get_agent_response_429_error(value: str) -> GetAgentResponse429Error:
    if value in GET_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_429_ERROR_VALUES!r}")
