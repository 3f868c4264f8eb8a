from typing import Literal

ChangeCallingRulesResponse503Error = Literal["service_unavailable"]

CHANGE_CALLING_RULES_RESPONSE_503_ERROR_VALUES: set[ChangeCallingRulesResponse503Error] = {
    "service_unavailable",
}


def check_change_calling_rules_response_503_error(value: str) -> ChangeCallingRulesResponse503Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_503_ERROR_VALUES!r}")
