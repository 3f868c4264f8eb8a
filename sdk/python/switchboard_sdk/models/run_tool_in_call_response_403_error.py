from typing import Literal

RunToolInCallResponse403Error = Literal["permission_denied", "tool_not_enabled"]

RUN_TOOL_IN_CALL_RESPONSE_403_ERROR_VALUES: set[RunToolInCallResponse403Error] = {
    "permission_denied",
    "tool_not_enabled",
}


def check_run_tool_in_call_response_403_error(value: str) -> RunToolInCallResponse403Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_403_ERROR_VALUES!r}")
