from typing import Literal

ChangeCallingRulesResponse429Error = Literal["rate_limited"]

CHANGE_CALLING_RULES_RESPONSE_429_ERROR_VALUES: set[ChangeCallingRulesResponse429Error] = {
    "rate_limited",
}


def check_change_calling_rules_response_429_error(value: str) -> ChangeCallingRulesResponse429Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_429_ERROR_VALUES!r}")
