from typing import Literal

DeleteAgentTestResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_AGENT_TEST_RESPONSE_401_ERROR_VALUES: set[DeleteAgentTestResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_agent_test_response_401_error(value: str) -> DeleteAgentTestResponse401Error:
    if value in DELETE_AGENT_TEST_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_401_ERROR_VALUES!r}")
