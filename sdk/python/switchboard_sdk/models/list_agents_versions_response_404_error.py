from typing import Literal

ListAgentsVersionsResponse404Error = Literal["agent_not_found", "not_found"]

LIST_AGENTS_VERSIONS_RESPONSE_404_ERROR_VALUES: set[ListAgentsVersionsResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_list_agents_versions_response_404_error(value: str) -> ListAgentsVersionsResponse404Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_404_ERROR_VALUES!r}")
