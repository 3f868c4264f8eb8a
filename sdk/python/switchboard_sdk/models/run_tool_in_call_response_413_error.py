from typing import Literal

RunToolInCallResponse413Error = Literal["payload_too_large"]

RUN_TOOL_IN_CALL_RESPONSE_413_ERROR_VALUES: set[RunToolInCallResponse413Error] = {
    "payload_too_large",
}


def check_run_tool_in_call_response_413_error(value: str) -> RunToolInCallResponse413Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_413_ERROR_VALUES!r}")
