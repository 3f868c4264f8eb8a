from typing import Literal

UpdateCallerNumberResponse404Error = Literal["agent_not_found", "not_found"]

UPDATE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES: set[UpdateCallerNumberResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_update_caller_number_response_404_error(value: str) -> UpdateCallerNumberResponse404Error:
    if value in UPDATE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CALLER_NUMBER_RESPONSE_404_ERROR_VALUES!r}")
