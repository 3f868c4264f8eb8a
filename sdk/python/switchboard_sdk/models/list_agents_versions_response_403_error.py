from typing import Literal

ListAgentsVersionsResponse403Error = Literal["permission_denied"]

LIST_AGENTS_VERSIONS_RESPONSE_403_ERROR_VALUES: set[ListAgentsVersionsResponse403Error] = {
    "permission_denied",
}


def check_list_agents_versions_response_403_error(value: str) -> ListAgentsVersionsResponse403Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_403_ERROR_VALUES!r}")
