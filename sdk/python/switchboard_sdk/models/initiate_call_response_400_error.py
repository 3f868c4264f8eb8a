from typing import Literal

InitiateCallResponse400Error = Literal[
    "invalid_json", "invalid_phone_number", "missing_agent_id", "missing_phone_number", "validation_error"
]

INITIATE_CALL_RESPONSE_400_ERROR_VALUES: set[InitiateCallResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "missing_agent_id",
    "missing_phone_number",
    "validation_error",
}


def check_initiate_call_response_400_error(value: str) -> InitiateCallResponse400Error:
    if value in INITIATE_CALL_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_400_ERROR_VALUES!r}")
