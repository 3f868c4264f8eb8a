from typing import Literal

UnarchiveAgentResponse429Error = Literal["rate_limited"]

UNARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES: set[UnarchiveAgentResponse429Error] = {
    "rate_limited",
}


def check_unarchive_agent_response_429_error(value: str) -> UnarchiveAgentResponse429Error:
    if value in UNARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES!r}")
