from typing import Literal

ListAgentsTestsResponse403Error = Literal["permission_denied"]

LIST_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES: set[ListAgentsTestsResponse403Error] = {
    "permission_denied",
}


def check_list_agents_tests_response_403_error(value: str) -> ListAgentsTestsResponse403Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_403_ERROR_VALUES!r}")
