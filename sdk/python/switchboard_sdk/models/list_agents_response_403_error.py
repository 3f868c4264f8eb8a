from typing import Literal

ListAgentsResponse403Error = Literal["permission_denied"]

LIST_AGENTS_RESPONSE_403_ERROR_VALUES: set[ListAgentsResponse403Error] = {
    "permission_denied",
}


def check_list_agents_response_403_error(value: str) -> ListAgentsResponse403Error:
    if value in LIST_AGENTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_RESPONSE_403_ERROR_VALUES!r}")
