from typing import Literal

RestoreVersionOfAgentResponse409Error = Literal["idempotency_key_in_use", "tests_failed"]

RESTORE_VERSION_OF_AGENT_RESPONSE_409_ERROR_VALUES: set[RestoreVersionOfAgentResponse409Error] = {
    "idempotency_key_in_use",
    "tests_failed",
}


def check_restore_version_of_agent_response_409_error(value: str) -> RestoreVersionOfAgentResponse409Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_409_ERROR_VALUES!r}"
    )
