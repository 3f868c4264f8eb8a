from typing import Literal

ListAgentsVersionsResponse500Error = Literal["server_error"]

LIST_AGENTS_VERSIONS_RESPONSE_500_ERROR_VALUES: set[ListAgentsVersionsResponse500Error] = {
    "server_error",
}


def check_list_agents_versions_response_500_error(value: str) -> ListAgentsVersionsResponse500Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_500_ERROR_VALUES!r}")
