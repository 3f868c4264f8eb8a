from typing import Literal

ListAgentsTestsResponse503Error = Literal["service_unavailable"]

LIST_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES: set[ListAgentsTestsResponse503Error] = {
    "service_unavailable",
}


def check_list_agents_tests_response_503_error(value: str) -> ListAgentsTestsResponse503Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_503_ERROR_VALUES!r}")
