from typing import Literal

ListAgentsTestsResponse500Error = Literal["server_error"]

LIST_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES: set[ListAgentsTestsResponse500Error] = {
    "server_error",
}


def check_list_agents_tests_response_500_error(value: str) -> ListAgentsTestsResponse500Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_500_ERROR_VALUES!r}")
