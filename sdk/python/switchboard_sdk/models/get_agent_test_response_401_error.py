from typing import Literal

GetAgentTestResponse401Error = Literal["authentication_required", "invalid_key"]

GET_AGENT_TEST_RESPONSE_401_ERROR_VALUES: set[GetAgentTestResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_agent_test_response_401_error(value: str) -> GetAgentTestResponse401Error:
    if value in GET_AGENT_TEST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_401_ERROR_VALUES!r}")
