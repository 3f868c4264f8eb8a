from typing import Literal

DeleteAgentTestResponse422Error = Literal["idempotency_key_reused"]

DELETE_AGENT_TEST_RESPONSE_422_ERROR_VALUES: set[DeleteAgentTestResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_agent_test_response_422_error(value: str) -> DeleteAgentTestResponse422Error:
    if value in DELETE_AGENT_TEST_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_422_ERROR_VALUES!r}")
