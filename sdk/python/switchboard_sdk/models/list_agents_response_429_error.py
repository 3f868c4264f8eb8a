from typing import Literal

ListAgentsResponse429Error = Literal["rate_limited"]

LIST_AGENTS_RESPONSE_429_ERROR_VALUES: set[ListAgentsResponse429Error] = {
    "rate_limited",
}


def check_list_agents_response_429_error(value: str) -> ListAgentsResponse429Error:
    if value in LIST_AGENTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_RESPONSE_429_ERROR_VALUES!r}")
