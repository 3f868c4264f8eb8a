from typing import Literal

ListAgentsTestsResponse400Error = Literal["validation_error"]

LIST_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES: set[ListAgentsTestsResponse400Error] = {
    "validation_error",
}


def check_list_agents_tests_response_400_error(value: str) -> ListAgentsTestsResponse400Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_400_ERROR_VALUES!r}")
