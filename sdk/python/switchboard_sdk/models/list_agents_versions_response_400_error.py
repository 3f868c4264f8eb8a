from typing import Literal

ListAgentsVersionsResponse400Error = Literal["validation_error"]

LIST_AGENTS_VERSIONS_RESPONSE_400_ERROR_VALUES: set[ListAgentsVersionsResponse400Error] = {
    "validation_error",
}


def check_list_agents_versions_response_400_error(value: str) -> ListAgentsVersionsResponse400Error:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_400_ERROR_VALUES!r}")
