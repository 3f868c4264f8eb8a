from typing import Literal

RunToolInCallResponse422Error = Literal["idempotency_key_reused"]

RUN_TOOL_IN_CALL_RESPONSE_422_ERROR_VALUES: set[RunToolInCallResponse422Error] = {
    "idempotency_key_reused",
}


def check_run_tool_in_call_response_422_error(value: str) -> RunToolInCallResponse422Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_422_ERROR_VALUES!r}")
