from typing import Literal

InitiateCallResponse404Error = Literal["agent_not_found", "no_phone_number", "not_found"]

INITIATE_CALL_RESPONSE_404_ERROR_VALUES: set[InitiateCallResponse404Error] = {
    "agent_not_found",
    "no_phone_number",
    "not_found",
}


def check_initiate_call_response_404_error(value: str) -> InitiateCallResponse404Error:
    if value in INITIATE_CALL_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_RESPONSE_404_ERROR_VALUES!r}")
