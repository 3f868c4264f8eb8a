from typing import Literal

ListAgentsVersionsResponse503Error = Literal["service_unavailable"]

LIST_AGENTS_VERSIONS_RESPONSE_503_ERROR_VALUES: set[ListAgentsVersionsResponse503Error] = {
    "service_unavailable",
}


def check_list_agents_versions_response_503_error(value: str) -> ListAgentsVersionsResponse503Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_503_ERROR_VALUES!r}")
