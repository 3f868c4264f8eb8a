from typing import Literal

DeleteAgentTestResponse409Error = Literal["idempotency_key_in_use"]

DELETE_AGENT_TEST_RESPONSE_409_ERROR_VALUES: set[DeleteAgentTestResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_agent_test_response_409_error(value: str) -> DeleteAgentTestResponse409Error:
    if value in DELETE_AGENT_TEST_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_409_ERROR_VALUES!r}")
