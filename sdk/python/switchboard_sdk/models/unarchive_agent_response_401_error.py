from typing import Literal

UnarchiveAgentResponse401Error = Literal["authentication_required", "invalid_key"]

UNARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES: set[UnarchiveAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_unarchive_agent_response_401_error(value: str) -> UnarchiveAgentResponse401Error:
    if value in UNARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES!r}")
