from typing import Literal

RunToolInCallResponse409Error = Literal["call_not_live", "idempotency_key_in_use"]

RUN_TOOL_IN_CALL_RESPONSE_409_ERROR_VALUES: set[RunToolInCallResponse409Error] = {
    "call_not_live",
    "idempotency_key_in_use",
}


def check_run_tool_in_call_response_409_error(value: str) -> RunToolInCallResponse409Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_409_ERROR_VALUES!r}")
