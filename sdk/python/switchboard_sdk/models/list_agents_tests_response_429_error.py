from typing import Literal

ListAgentsTestsResponse429Error = Literal["rate_limited"]

LIST_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES: set[ListAgentsTestsResponse429Error] = {
    "rate_limited",
}


def check_list_agents_tests_response_429_error(value: str) -> ListAgentsTestsResponse429Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_429_ERROR_VALUES!r}")
