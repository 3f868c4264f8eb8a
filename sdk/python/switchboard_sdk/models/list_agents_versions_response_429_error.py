from typing import Literal

ListAgentsVersionsResponse429Error = Literal["rate_limited"]

LIST_AGENTS_VERSIONS_RESPONSE_429_ERROR_VALUES: set[ListAgentsVersionsResponse429Error] = {
    "rate_limited",
}


def check_list_agents_versions_response_429_error(value: str) -> ListAgentsVersionsResponse429Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_429_ERROR_VALUES!r}")
