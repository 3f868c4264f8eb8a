from typing import Literal

RunToolInCallResponse500Error = Literal["server_error"]

RUN_TOOL_IN_CALL_RESPONSE_500_ERROR_VALUES: set[RunToolInCallResponse500Error] = {
    "server_error",
}


def check_run_tool_in_call_response_500_error(value: str) -> RunToolInCallResponse500Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_500_ERROR_VALUES!r}")
