from typing import Literal

UnarchiveAgentResponse400Error = Literal["validation_error"]

UNARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES: set[UnarchiveAgentResponse400Error] = {
    "validation_error",
}


def check_unarchive_agent_response_400_error(value: str) -> UnarchiveAgentResponse400Error:
    if value in UNARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES!r}")
