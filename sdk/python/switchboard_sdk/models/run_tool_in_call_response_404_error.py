from typing import Literal

RunToolInCallResponse404Error = Literal["not_found", "tool_not_found"]

RUN_TOOL_IN_CALL_RESPONSE_404_ERROR_VALUES: set[RunToolInCallResponse404Error] = {
    "not_found",
    "tool_not_found",
}


def check_run_tool_in_call_response_404_error(value: str) -> RunToolInCallResponse404Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_404_ERROR_VALUES!r}")
