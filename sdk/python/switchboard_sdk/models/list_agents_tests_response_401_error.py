from typing import Literal

ListAgentsTestsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES: set[ListAgentsTestsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_agents_tests_response_401_error(value: str) -> ListAgentsTestsResponse401Error:
    if value in LIST_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_TESTS_RESPONSE_401_ERROR_VALUES!r}")
