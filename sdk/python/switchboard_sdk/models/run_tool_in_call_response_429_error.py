from typing import Literal

RunToolInCallResponse429Error = Literal["rate_limited"]

RUN_TOOL_IN_CALL_RESPONSE_429_ERROR_VALUES: set[RunToolInCallResponse429Error] = {
    "rate_limited",
}


def check_run_tool_in_call_response_429_error(value: str) -> RunToolInCallResponse429Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_429_ERROR_VALUES!r}")
