from typing import Literal

RunToolInCallResponse401Error = Literal["authentication_required", "invalid_key"]

RUN_TOOL_IN_CALL_RESPONSE_401_ERROR_VALUES: set[RunToolInCallResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_run_tool_in_call_response_401_error(value: str) -> RunToolInCallResponse401Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_401_ERROR_VALUES!r}")
