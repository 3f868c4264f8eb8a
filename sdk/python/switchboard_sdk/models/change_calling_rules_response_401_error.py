from typing import Literal

ChangeCallingRulesResponse401Error = Literal["authentication_required", "invalid_key"]

CHANGE_CALLING_RULES_RESPONSE_401_ERROR_VALUES: set[ChangeCallingRulesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_change_calling_rules_response_401_error(value: str) -> ChangeCallingRulesResponse401Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_401_ERROR_VALUES!r}")
