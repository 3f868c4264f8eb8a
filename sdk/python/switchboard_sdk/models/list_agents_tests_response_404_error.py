from typing import Literal

ListAgentsTestsResponse404Error = Literal["not_found"]

LIST_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES: set[ListAgentsTestsResponse404Error] = {
    "not_found",
}


def check_list_agents_tests_response_404_error(value: str) -> ListAgentsTestsResponse404Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_404_ERROR_VALUES!r}")
