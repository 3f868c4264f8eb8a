from typing import Literal

ListAgentsResponse500Error = Literal["server_error"]

LIST_AGENTS_RESPONSE_500_ERROR_VALUES: set[ListAgentsResponse500Error] = {
    "server_error",
}


def check_list_agents_response_500_error(value: str) -> ListAgentsResponse500Error:
    if value in LIST_AGENTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_RESPONSE_500_ERROR_VALUES!r}")
