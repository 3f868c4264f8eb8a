from typing import Literal

ListAgentsResponse503Error = Literal["service_unavailable"]

LIST_AGENTS_RESPONSE_503_ERROR_VALUES: set[ListAgentsResponse503Error] = {
    "service_unavailable",
}


def check_list_agents_response_503_error(value: str) -> ListAgentsResponse503Error:
    if value in LIST_AGENTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_RESPONSE_503_ERROR_VALUES!r}")
