from typing import Literal

RunToolInCallResponse503Error = Literal["service_unavailable"]

RUN_TOOL_IN_CALL_RESPONSE_503_ERROR_VALUES: set[RunToolInCallResponse503Error] = {
    "service_unavailable",
}


def check_run_tool_in_call_response_503_error(value: str) -> RunToolInCallResponse503Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_503_ERROR_VALUES!r}")
