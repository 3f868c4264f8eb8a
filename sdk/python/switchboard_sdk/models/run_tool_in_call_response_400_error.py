from typing import Literal

RunToolInCallResponse400Error = Literal[
    "invalid_datetime_format",
    "invalid_duration",
    "invalid_json",
    "invalid_parameter_format",
    "invalid_phone_number",
    "invalid_value",
    "undefined_variable",
    "validation_error",
]

RUN_TOOL_IN_CALL_RESPONSE_400_ERROR_VALUES: set[RunToolInCallResponse400Error] = {
    "invalid_datetime_format",
    "invalid_duration",
    "invalid_json",
    "invalid_parameter_format",
    "invalid_phone_number",
    "invalid_value",
    "undefined_variable",
    "validation_error",
}


def check_run_tool_in_call_response_400_error(value: str) -> RunToolInCallResponse400Error:
    if value in RUN_TOOL_IN_CALL_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_RESPONSE_400_ERROR_VALUES!r}")
