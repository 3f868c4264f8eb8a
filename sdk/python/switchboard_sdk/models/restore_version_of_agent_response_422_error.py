from typing import Literal

RestoreVersionOfAgentResponse422Error = Literal["idempotency_key_reused"]

RESTORE_VERSION_OF_AGENT_RESPONSE_422_ERROR_VALUES: set[RestoreVersionOfAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_restore_version_of_agent_response_422_error(value: str) -> RestoreVersionOfAgentResponse422Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_422_ERROR_VALUES!r}"
    )
