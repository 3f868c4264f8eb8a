from typing import Literal

ListAgentsVersionsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_AGENTS_VERSIONS_RESPONSE_401_ERROR_VALUES: set[ListAgentsVersionsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_agents_versions_response_401_error(value: str) -> ListAgentsVersionsResponse401Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_401_ERROR_VALUES!r}")
