from typing import Literal

ChangeCallingRulesResponse403Error = Literal["permission_denied"]

CHANGE_CALLING_RULES_RESPONSE_403_ERROR_VALUES: set[ChangeCallingRulesResponse403Error] = {
    "permission_denied",
}


def check_change_calling_rules_response_403_error(value: str) -> ChangeCallingRulesResponse403Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_403_ERROR_VALUES!r}")
