from typing import Literal

ChangeCallingRulesResponse500Error = Literal["server_error"]

CHANGE_CALLING_RULES_RESPONSE_500_ERROR_VALUES: set[ChangeCallingRulesResponse500Error] = {
    "server_error",
}


def check_change_calling_rules_response_500_error(value: str) -> ChangeCallingRulesResponse500Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_500_ERROR_VALUES!r}")
